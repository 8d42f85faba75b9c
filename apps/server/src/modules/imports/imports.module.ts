import { defineModule } from '../module';
import { importRoutes } from './import.routes';
import { createImportService, type ImportService } from './import.service';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportService;
  }
}

/**
 * Imports (issue 38): builds on clients, institutions, products and materials, whose modules
 * insert and remove the rows (their `*-import.ts`); this module owns `imports` and the mappings.
 */
export const importsModule = defineModule('imports', async (app) => {
  app.decorate('imports', createImportService({ db: app.db, dialect: app.dialect }));
  await app.register(importRoutes);
});
