import { defineModule } from '../module';
import { lineRoutes } from './line.routes';
import { createLineService, type LineService } from './line.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Line rules; other modules register what is deleted and restored with a line here. */
    lines: LineService;
  }
}

export const linesModule = defineModule('lines', async (app) => {
  app.decorate('lines', createLineService(app.db, app.changes));
  await app.register(lineRoutes);
});
