import { defineModule } from '../module';
import { createProductionListService, type ProductionListService } from './production-list';
import { productionRoutes } from './production.routes';
import { createProgressService, type ProgressService } from './progress.service';
import { createStageService, type StageService } from './stage.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The workshop's ordered production stages. */
    productionStages: StageService;
    /** Stage counts of orders in production, and each order's progress. */
    progress: ProgressService;
    /** The stage view: orders in production with what is left at a stage. */
    productionList: ProductionListService;
  }
}

/** Production stages (issue 35): builds on orders (their pieces, their status change). */
export const productionModule = defineModule(
  'production',
  async (app) => {
    const { db, dialect } = app;
    app.decorate('productionStages', createStageService({ db, dialect }));
    app.decorate('progress', createProgressService({ db, dialect }));
    app.decorate('productionList', createProductionListService({ db }));
    await app.register(productionRoutes);
  },
  ['orders', 'client-area'],
);
