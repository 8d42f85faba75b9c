import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillOfMaterialsInputSchema,
  BillOfMaterialsSchema,
  ConsumeInputSchema,
  ConsumeResultSchema,
  CountInputSchema,
  CountResultSchema,
  CreateMaterialInputSchema,
  IdParamsSchema,
  LedgerQuerySchema,
  MATERIAL_MESSAGES as M,
  MaterialExportQuerySchema,
  MaterialListQuerySchema,
  MaterialPageSchema,
  MaterialSchema,
  MovementExportQuerySchema,
  MovementInputSchema,
  MovementListQuerySchema,
  MovementPageSchema,
  MovementSchema,
  ReceiptInputSchema,
  ReceiptResultSchema,
  RequirementsSchema,
  UpdateMaterialInputSchema,
  ValuationQuerySchema,
  ValuationSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering, csvExportRoute, listRoutes } from '../../resource';
import { csvOf } from '../../lib/csv';
import { MATERIAL_CSV_COLUMNS, MOVEMENT_CSV_COLUMNS, VALUATION_CSV_COLUMNS } from './material.csv';
import { valuationAt } from './valuation-read';

/**
 * Materials, their stock ledger, bills of materials and consumption (issue 21): any staff member.
 * The services are app.materials, app.boms and app.requirements (materials.module.ts).
 */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { materials, boms, requirements } = app;
  const base = { path: '/api/material', config: { access: 'staff' }, tags: ['materials'] } as const;

  resourceRoutes(app, {
    ...base,
    list: { query: MaterialListQuerySchema, page: MaterialPageSchema },
    csv: {
      query: MaterialExportQuerySchema,
      fileName: 'materiales',
      columns: MATERIAL_CSV_COLUMNS,
    },
    item: MaterialSchema,
    body: { create: CreateMaterialInputSchema, update: UpdateMaterialInputSchema },
    service: materials,
    messages: M,
  });

  // Every movement (all materials), its CSV, and the one way to write one.
  listRoutes(app, {
    ...base,
    path: '/api/material/movement',
    noun: 'material movement',
    list: { query: MovementListQuerySchema, page: MovementPageSchema },
    csv: {
      query: MovementExportQuerySchema,
      fileName: 'movimientos-de-materiales',
      columns: MOVEMENT_CSV_COLUMNS,
    },
    service: { list: materials.movements, export: materials.exportMovements },
  });
  app.get(
    '/api/material/valuation',
    answering(base, ValuationSchema, {
      summary: "Value the stock at weighted average cost, today or at a past day's end",
      querystring: ValuationQuerySchema,
    }),
    async (request) => ok(await valuationAt(app.db, request.query.at), M.valuationFound),
  );
  csvExportRoute(app, {
    ...base,
    path: '/api/material/valuation',
    summary: "Export the stock's valuation at a day's end, as CSV",
    query: ValuationQuerySchema,
    fileName: 'valor-del-inventario',
    csv: async ({ at }) => csvOf(VALUATION_CSV_COLUMNS, (await valuationAt(app.db, at)).materials),
  });
  app.post(
    '/api/material/movement',
    answering(base, MovementSchema, {
      summary: 'Record a stock movement of a material',
      body: MovementInputSchema,
    }),
    async (request) => ok(await materials.record(request.body, request.user), M.movementRecorded),
  );

  app.post(
    '/api/material/count',
    answering(base, CountResultSchema, {
      summary: 'Record a stock count: adjust each material to what was counted',
      body: CountInputSchema,
    }),
    async (request) => {
      const result = await materials.count(request.body, request.user);
      return ok(result, M.countRecorded(result.lines.filter((l) => l.movementId !== null).length));
    },
  );

  app.post(
    '/api/material/receipt',
    answering(base, ReceiptResultSchema, {
      summary: "Record a supplier's delivery note: one entry per line, all or nothing",
      body: ReceiptInputSchema,
    }),
    async (request) => {
      const result = await materials.receipt(request.body, request.user);
      return ok(result, M.receiptRecorded(result.lines.length));
    },
  );

  app.get(
    '/api/material/requirements',
    answering(base, RequirementsSchema, { summary: 'What the open orders need of each material' }),
    async () => ok(await requirements.forProduction(), M.requirementsFound),
  );

  app.get(
    '/api/material/:id/movements',
    answering(base, MovementPageSchema, {
      summary: "List one material's movements (its ledger), paged",
      params: IdParamsSchema,
      querystring: LedgerQuerySchema,
    }),
    async (request) => ok(await materials.ledgerOf(request.params.id, request.query)),
  );

  // A product's bill of materials and an order's requirements live here: materials build on
  // products and orders, which know nothing of them.
  app.get(
    '/api/product/:id/materials',
    answering(base, BillOfMaterialsSchema, {
      summary: "Get a product's bill of materials",
      params: IdParamsSchema,
    }),
    async (request) => ok(await boms.get(request.params.id), M.bomFound),
  );
  app.put(
    '/api/product/:id/materials',
    answering(base, BillOfMaterialsSchema, {
      summary: "Replace a product's bill of materials",
      params: IdParamsSchema,
      body: BillOfMaterialsInputSchema,
    }),
    async (request) => ok(await boms.replace(request.params.id, request.body), M.bomSaved),
  );

  app.get(
    '/api/order/:id/materials',
    answering(base, RequirementsSchema, {
      summary: 'What one order needs of each material',
      params: IdParamsSchema,
    }),
    async (request) => ok(await requirements.forOrder(request.params.id), M.requirementsFound),
  );
  app.post(
    '/api/order/:id/consume',
    answering(base, ConsumeResultSchema, {
      summary: "Record an order's consumption of materials (once per order)",
      params: IdParamsSchema,
      body: ConsumeInputSchema,
    }),
    async (request) => {
      const result = await requirements.consume(request.params.id, request.body, request.user);
      const n = result.movementIds.length;
      return ok(result, n === 0 ? M.alreadyConsumed : M.consumed(n));
    },
  );
};
