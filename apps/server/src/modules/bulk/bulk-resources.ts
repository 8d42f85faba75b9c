import {
  BULK_MESSAGES as M,
  type ClientBulkData,
  type ClientExportQuery,
  type MaterialBulkData,
  type MaterialExportQuery,
  type OrderBulkData,
  type OrderExportQuery,
  type ProductBulkData,
  type ProductExportQuery,
} from '@taller/shared';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import { billingModeOf } from '../billing/billing-info.service';
import { findClientsForExport } from '../clients/client.repository';
import { findMaterialsForExport } from '../materials/material.repository';
import { findOrdersForExport } from '../orders/order.repository';
import { findProductsForExport } from '../products/product.repository';

type Single = { method: string; url: string };

/**
 * A resource's bulk actions: for each, the single route whose permission it takes and the
 * single service call it makes on each record; how a filter selects records (the list's own
 * query, as its CSV export reads it) and how a refused record is named.
 */
export type BulkResource<Input extends { action: string }> = {
  name: string;
  tags: readonly string[];
  noun: { one: string; many: string; en: string };
  singles: Record<Input['action'], Single>;
  /** The answer's message: '3 pedidos' + this verb. */
  verbs: Record<string, string>;
  select: (app: FastifyInstance, filter: unknown) => Promise<number[]>;
  /** A check of the whole call before any record is touched. */
  before?: (app: FastifyInstance, input: Input) => Promise<void>;
  act: (app: FastifyInstance, input: Input, actor: Actor) => (id: number) => Promise<unknown>;
  label: (app: FastifyInstance, id: number) => Promise<string>;
};

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
/** A refused record's name; its id when it cannot be read (a record that does not exist). */
const named = async (read: () => Promise<string>, id: number) => {
  try {
    return await read();
  } catch {
    return `#${id}`;
  }
};
const trashSingles = (path: string) => ({
  trash: { method: 'DELETE', url: `${path}/delete/:id` },
  restore: { method: 'POST', url: `${path}/restore/:id` },
});
const trashVerbs = { trash: 'enviados a la papelera', restore: 'restaurados' };

const order: BulkResource<OrderBulkData> = {
  name: 'order',
  tags: ['orders'],
  noun: { one: 'pedido', many: 'pedidos', en: 'orders' },
  singles: {
    status: { method: 'POST', url: '/api/order/:id/status' },
    ...trashSingles('/api/order'),
    bill: { method: 'POST', url: '/api/bill/create' },
  },
  verbs: { status: 'actualizados', bill: 'facturados', ...trashVerbs },
  select: async (app, filter) =>
    ids(await findOrdersForExport(app.db, app.dialect, filter as OrderExportQuery)),
  async before(app, input) {
    // A factura is sent to SIAT after its own commit, one by one: not inside one transaction.
    if (input.action === 'bill' && (await billingModeOf(app.db)) === 'SIAT_COMPUTARIZADA') {
      throw conflict('BULK_NOT_AVAILABLE', M.facturaNotInBulk);
    }
  },
  act: (app, input, actor) => {
    switch (input.action) {
      case 'status':
        return (id) =>
          app.orders.changeStatus(id, { status: input.status!, note: input.note }, actor);
      case 'trash':
        return (id) => app.orders.remove(id, actor);
      case 'restore':
        return (id) => app.orders.restore(id, actor);
      case 'bill':
        return (id) => app.bills.create({ orderId: id, kind: 'TOTAL' }, actor);
    }
  },
  label: (app, id) => named(async () => (await app.orders.get(id)).number, id),
};

/** Products and materials: 'Activo'/'Inactivo' is an update of the status alone. */
type CatalogueInput = ProductBulkData | MaterialBulkData;
type Catalogue = 'products' | 'materials';
const catalogue = (
  name: string,
  service: Catalogue,
  noun: BulkResource<CatalogueInput>['noun'],
  select: BulkResource<CatalogueInput>['select'],
): BulkResource<CatalogueInput> => ({
  name,
  tags: [service],
  noun,
  singles: {
    status: { method: 'PUT', url: `/api/${name}/update` },
    ...trashSingles(`/api/${name}`),
  },
  verbs: { status: 'actualizados', ...trashVerbs },
  select,
  act: (app, input, actor) => {
    const records = app[service];
    switch (input.action) {
      case 'status':
        return (id) => records.update({ id, status: input.status! }, actor);
      case 'trash':
        return (id) => records.remove(id, actor);
      case 'restore':
        return (id) => records.restore(id, actor);
    }
  },
  label: (app, id) =>
    named(async () => {
      const record = await app[service].get(id);
      return `${record.code} · ${record.name}`;
    }, id),
});

const client: BulkResource<ClientBulkData> = {
  name: 'client',
  tags: ['clients'],
  noun: { one: 'cliente', many: 'clientes', en: 'clients' },
  singles: trashSingles('/api/client'),
  verbs: trashVerbs,
  select: async (app, filter) =>
    ids(await findClientsForExport(app.db, app.dialect, filter as ClientExportQuery)),
  act: (app, input, actor) =>
    input.action === 'trash'
      ? (id) => app.clients.remove(id, actor)
      : (id) => app.clients.restore(id, actor),
  label: (app, id) => named(async () => (await app.clients.get(id)).name, id),
};

export const BULK_RESOURCES = {
  order,
  product: catalogue(
    'product',
    'products',
    { one: 'producto', many: 'productos', en: 'products' },
    async (app, filter) =>
      ids(await findProductsForExport(app.db, app.dialect, filter as ProductExportQuery)),
  ),
  material: catalogue(
    'material',
    'materials',
    { one: 'material', many: 'materiales', en: 'materials' },
    async (app, filter) => ids(await findMaterialsForExport(app.db, filter as MaterialExportQuery)),
  ),
  client,
};
