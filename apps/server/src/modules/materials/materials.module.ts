import { defineModule } from '../module';
import { createBomService, type BomService } from './bom';
import { materialRoutes } from './material.routes';
import { createMaterialService, type MaterialService } from './material.service';
import { createRequirementsService, type RequirementsService } from './requirements';

declare module 'fastify' {
  interface FastifyInstance {
    materials: MaterialService;
    boms: BomService;
    requirements: RequirementsService;
  }
}

export const materialsModule = defineModule('materials', async (app) => {
  const { db, dialect } = app;
  app.decorate('materials', createMaterialService({ db, dialect }));
  app.decorate('boms', createBomService({ db, dialect }));
  app.decorate('requirements', createRequirementsService({ db, dialect }));
  await app.register(materialRoutes);
});
