import type { AppInstance } from '../app';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { mediaFileRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
}
