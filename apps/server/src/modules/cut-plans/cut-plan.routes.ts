import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsumeInputSchema,
  CUT_PLAN_MESSAGES as M,
  CutPlanConsumeResultSchema,
  CutPlanExportQuerySchema,
  CutPlanInputSchema,
  CutPlanListQuerySchema,
  CutPlanPageSchema,
  CutPlanPreviewSchema,
  CutPlanSchema,
  IdParamsSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { sendPdf } from '../../lib/pdf';
import { answering, downloading, listRoutes } from '../../resource';
import { CUT_PLAN_CSV_COLUMNS } from './cut-plan.csv';
import { cutPlanPdf } from './cut-plan.pdf';

/** 'Plan de corte' (issue 35): any staff member; the service is app.cutPlans. */
export const cutPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cutPlans } = app;
  const base = {
    path: '/api/cut-plan',
    config: { access: 'staff' },
    tags: ['cut-plans'],
    noun: 'cut plan',
  } as const;

  listRoutes(app, {
    ...base,
    list: { query: CutPlanListQuerySchema, page: CutPlanPageSchema },
    csv: {
      query: CutPlanExportQuerySchema,
      fileName: 'planes-de-corte',
      columns: CUT_PLAN_CSV_COLUMNS,
    },
    service: cutPlans,
  });

  app.post(
    '/api/cut-plan/preview',
    answering(base, CutPlanPreviewSchema, {
      summary: 'Plan the cut of orders in production, per cloth, without saving it',
      body: CutPlanInputSchema,
    }),
    async (request) => ok(await cutPlans.preview(request.body), M.previewed),
  );
  app.post(
    '/api/cut-plan/create',
    answering(base, CutPlanSchema, {
      summary: 'Plan the cut of orders in production and save the plan with its lays',
      body: CutPlanInputSchema,
    }),
    async (request) => ok(await cutPlans.create(request.body, request.user), M.created),
  );
  app.get(
    '/api/cut-plan/:id',
    answering(base, CutPlanSchema, { summary: 'Get a saved cut plan', params: IdParamsSchema }),
    async (request) => ok(await cutPlans.get(request.params.id), M.found),
  );
  app.get(
    '/api/cut-plan/:id/pdf',
    downloading(base, {
      summary: 'Download a saved cut plan for the cutting table, as PDF',
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const plan = await cutPlans.get(request.params.id);
      return sendPdf(reply, `plan-de-corte-${plan.id}.pdf`, cutPlanPdf(plan));
    },
  );
  app.post(
    '/api/cut-plan/:id/consume',
    answering(base, CutPlanConsumeResultSchema, {
      summary: "Book a saved cut plan's cloth on the materials ledger (once per plan)",
      params: IdParamsSchema,
      body: ConsumeInputSchema,
    }),
    async (request) => {
      const result = await cutPlans.consume(request.params.id, request.body, request.user);
      const n = result.movementIds.length;
      return ok(result, n === 0 ? M.alreadyConsumed : M.consumed(n));
    },
  );
};
