import { defineModule } from '../module';
import { institutionRoutes } from './institution.routes';
import { createInstitutionService, type InstitutionService } from './institution.service';

declare module 'fastify' {
  interface FastifyInstance {
    institutions: InstitutionService;
  }
}

export const institutionsModule = defineModule('institutions', async (app) => {
  app.decorate('institutions', createInstitutionService({ db: app.db, dialect: app.dialect }));
  await app.register(institutionRoutes);
});
