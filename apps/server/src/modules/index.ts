import type { AppInstance } from '../app';
import { healthRoutes } from './health/health.routes';

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  await app.register(healthRoutes);
}
