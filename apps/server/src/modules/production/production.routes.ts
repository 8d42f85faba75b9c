import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  OrderProgressSchema,
  PRODUCTION_MESSAGES as M,
  ProductionExportQuerySchema,
  ProductionListQuerySchema,
  ProductionOrderPageSchema,
  ProductionResponsibleListSchema,
  ProductionStageListSchema,
  ProductionStagesInputSchema,
  StageProgressInputSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering, listRoutes } from '../../resource';
import { CLIENT_AREA } from '../client-area/client-area.routes';
import { PRODUCTION_CSV_COLUMNS } from './production.csv';

// Not on resourceRoutes: the stages are one ordered list saved whole, counts are a ledger
// appended to, and the stage view is a list (with its CSV) of orders, not of records of its own.
/** Production stages and each order's progress through them (issue 35). */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { config: { access: 'staff' }, tags: ['production'] } as const;
  const managers = { config: { access: 'manager' }, tags: ['production'] } as const;

  app.get(
    '/api/production-stage',
    answering(staff, ProductionStageListSchema, {
      summary: "List the workshop's production stages, in order",
    }),
    async () => ok(await app.productionStages.list(), M.stagesFound),
  );
  app.get(
    '/api/production-stage/responsibles',
    answering(staff, ProductionResponsibleListSchema, {
      summary: 'List the staff who may be named responsible for a stage entry',
    }),
    async () => ok(await app.productionStages.responsibles(), M.responsiblesFound),
  );
  app.put(
    '/api/production-stage',
    answering(managers, ProductionStageListSchema, {
      summary: 'Save the ordered list of production stages (rename, add, remove, reorder)',
      body: ProductionStagesInputSchema,
    }),
    async (request) =>
      ok(await app.productionStages.save(request.body, request.user), M.stagesSaved),
  );
  app.post(
    '/api/order/:id/stage-progress',
    answering(staff, OrderProgressSchema, {
      summary: 'Record pieces of one product and size through one stage (negative: a correction)',
      params: IdParamsSchema,
      body: StageProgressInputSchema,
    }),
    async (request) => {
      const { progress, finished } = await app.progress.record(
        request.params.id,
        request.body,
        request.user,
      );
      return ok(progress, finished ? M.progressFinished : M.progressRecorded);
    },
  );
  app.get(
    '/api/order/:id/progress',
    answering(staff, OrderProgressSchema, {
      summary: "Get an order's progress: per stage, product and size, done of total",
      params: IdParamsSchema,
    }),
    async (request) => ok(await app.progress.forOrder(request.params.id), M.progressFound),
  );
  listRoutes(app, {
    path: '/api/production-progress',
    ...staff,
    noun: 'order in production',
    list: {
      query: ProductionListQuerySchema,
      page: ProductionOrderPageSchema,
      found: M.progressListFound,
    },
    csv: {
      query: ProductionExportQuerySchema,
      fileName: 'produccion',
      columns: PRODUCTION_CSV_COLUMNS,
    },
    service: app.productionList,
  });
  // The client's own order: the same progress, which names no staff member.
  app.get(
    '/api/client-area/orders/:id/progress',
    answering(CLIENT_AREA, OrderProgressSchema, {
      summary: "Get the progress of one of the client's orders through the stages",
      params: IdParamsSchema,
    }),
    async (request) => {
      const order = await app.clientArea.getOrder(request.user, request.params.id);
      return ok(await app.progress.forOrder(order.id), M.progressFound);
    },
  );
};
