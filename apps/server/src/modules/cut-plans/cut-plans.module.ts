import { defineModule } from '../module';
import { cutPlanRoutes } from './cut-plan.routes';
import { createCutPlanService, type CutPlanService } from './cut-plan.service';

declare module 'fastify' {
  interface FastifyInstance {
    cutPlans: CutPlanService;
  }
}

/** 'Plan de corte': builds on orders (what is in production) and materials (the bills,
 * the ledger), through their exported functions; registered after them. */
export const cutPlansModule = defineModule('cut-plans', async (app) => {
  const { db, dialect } = app;
  app.decorate('cutPlans', createCutPlanService({ db, dialect }));
  await app.register(cutPlanRoutes);
});
