import type { AppInstance } from '../app';
import { authRoutes } from './auth/auth.routes';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health/health.routes';
import { institutionRoutes } from './institutions/institution.routes';
import { userRoutes } from './users/user.routes';

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(institutionRoutes);
  await app.register(clientRoutes);
}
