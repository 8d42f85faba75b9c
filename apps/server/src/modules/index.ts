import type { AppInstance } from '../app';
import { authRoutes } from './auth/auth.routes';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health/health.routes';
import { institutionRoutes } from './institutions/institution.routes';
import { createLineService, type LineService } from './lines/line.service';
import { lineRoutes } from './lines/line.routes';
import { mediaFileRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';
import { userRoutes } from './users/user.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Line rules; other modules register what is deleted and restored with a line here. */
    lines: LineService;
  }
}

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  app.decorate('lines', createLineService(app.db));
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(lineRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
  await app.register(userRoutes);
  await app.register(institutionRoutes);
  await app.register(clientRoutes);
}
