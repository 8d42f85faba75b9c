import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COSTING_MESSAGES as M,
  CostSettingsInputSchema,
  IdParamsSchema,
  LineCostSchema,
  ProductCostSchema,
  type CostSettingsInput,
  type LineCost,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';
import { findLinesByIds } from '../lines/line.repository';
import { findProduct } from './bom.repository';
import { productCost } from './costing';
import * as repo from './costing.repository';

const stamp = (actor: Actor) => ({ updatedBy: actor.name, updatedAt: new Date().toISOString() });

async function liveProduct(db: Db, id: number) {
  const product = await findProduct(db, id);
  if (!product || product.deletedAt) throw notFound(M.productNotFound);
}

async function lineCost(db: Db, lineId: number): Promise<LineCost> {
  const [line] = await findLinesByIds(db, [lineId]);
  if (!line || line.deletedAt) throw notFound(M.lineNotFound);
  const [row] = await repo.findLineCosts(db, [lineId]);
  return {
    lineId,
    labourCents: row?.labourCents == null ? null : Number(row.labourCents),
    overheadCents: row?.overheadCents == null ? null : Number(row.overheadCents),
  };
}

/**
 * Cost settings and a product's unit cost (issue 39, decision 028): directors only, like every
 * cost and margin figure.
 */
export const costingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const base = { config: { access: 'director' }, tags: ['materials'] } as const;
  const params = IdParamsSchema;
  const body = CostSettingsInputSchema;

  app.get(
    '/api/product/:id/cost',
    answering(base, ProductCostSchema, {
      summary: "Get a product's unit cost per size, labour and overhead",
      params,
    }),
    async (request) => {
      await liveProduct(db, request.params.id);
      return ok(await productCost(db, request.params.id), M.productCostFound);
    },
  );
  app.put(
    '/api/product/:id/cost',
    answering(base, ProductCostSchema, {
      summary: "Set a product's own labour and overhead per unit (null: the line's)",
      params,
      body,
    }),
    async (request) => {
      const input: CostSettingsInput = request.body;
      await liveProduct(db, request.params.id);
      await repo.saveProductCost(db, request.params.id, { ...input, ...stamp(request.user) });
      return ok(await productCost(db, request.params.id), M.productCostSaved);
    },
  );
  app.get(
    '/api/line/:id/cost',
    answering(base, LineCostSchema, {
      summary: "Get a line's default labour and overhead per unit",
      params,
    }),
    async (request) => ok(await lineCost(db, request.params.id), M.lineCostFound),
  );
  app.put(
    '/api/line/:id/cost',
    answering(base, LineCostSchema, {
      summary: "Set a line's default labour and overhead per unit",
      params,
      body,
    }),
    async (request) => {
      await lineCost(db, request.params.id);
      await repo.saveLineCost(db, request.params.id, { ...request.body, ...stamp(request.user) });
      return ok(await lineCost(db, request.params.id), M.lineCostSaved);
    },
  );
};
