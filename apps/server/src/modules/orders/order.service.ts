import {
  DELETABLE_ORDER_STATUSES,
  ORDER_MESSAGES as M,
  eventDate,
  formatMoney,
  formatOrderNumber,
  orderStatusLabel,
  type CreateOrderData,
  type Order,
  type OrderExportQuery,
  type OrderItemData,
  type OrderListQuery,
  type OrderStatusData,
  type Page,
  type UpdateOrderData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { isDirector, type Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import {
  findById,
  findInTrash,
  findOrNotFound,
  insertRow,
  lockLiveOrNotFound,
  updateById,
  type Usage,
} from '../../resource';
import { searchText, textKey } from '../../lib/text-key';
import { findLiveClientParty } from '../clients/client.repository';
import { findInstitutionName } from '../institutions/institution.repository';
import { emitEvent } from '../notifications/outbox';
import { assertOwnRows, prepareItems, storeItems } from './order-items';
import { storedShape, updateInProduction } from './order-stored';
import { loadOrder, loadOrders } from './order-read';
import { moveOrderStatus, undoOrderStatus } from './order-status';
import * as repo from './order.repository';

/** An open order (in the trash too, it may come back) keeps its products from being deleted. */
export const orderProductUsage: Usage = {
  name: 'orders',
  findUsers: async (trx, productId) =>
    (await repo.findOpenOrdersWithProduct(trx, productId)).map((o) => `pedido ${o.number}`),
};

/** An open order (in the trash too) keeps its packs from being deleted. */
export const orderPackageUsage: Usage = {
  name: 'orders',
  findUsers: async (trx, packageId) =>
    (await repo.findOpenOrdersWithPackage(trx, packageId)).map((o) => `pedido ${o.number}`),
};

export type OrderService = ReturnType<typeof createOrderService>;

/** What a create and an update share besides the items (whose ids only an update may carry). */
type OrderHeader = Omit<CreateOrderData, 'items'>;

export function createOrderService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const reload = async (trx: Db, id: number) =>
    loadOrder(trx, (await findById(trx, 'orders', id))!);

  /** The client (live) and the institution: the one given (live) or the client's. */
  async function resolveParties(trx: Db, input: OrderHeader) {
    const client = await findLiveClientParty(trx, input.clientId);
    if (!client) throw badRequest('UNAVAILABLE', M.clientUnavailable);
    const institutionId = input.institutionId ?? client.institutionId;
    let institutionName: string | null = null;
    if (institutionId !== null) {
      const institution = await findInstitutionName(trx, institutionId);
      // The client's own institution is kept even when it went to the trash meanwhile.
      if (!institution || (institution.deletedAt && input.institutionId != null)) {
        throw badRequest('UNAVAILABLE', M.institutionUnavailable);
      }
      institutionName = institution.name;
    }
    return { client, institutionId, institutionName };
  }

  /** The columns the order's form decides, with the search columns they feed. */
  const formColumns = (
    number: string,
    input: OrderHeader,
    { client, institutionId, institutionName }: Awaited<ReturnType<typeof resolveParties>>,
    { totalCents, peopleCount }: { totalCents: number; peopleCount: number },
  ) => ({
    clientId: client.id,
    institutionId,
    promisedDate: input.promisedDate,
    notes: input.notes ?? null,
    totalCents,
    peopleCount,
    clientKey: textKey(client.name),
    searchText: searchText({ texts: [number, client.name, institutionName], phones: [number] }),
  });

  const lockForChange = (trx: Db, id: number) =>
    lockLiveOrNotFound(trx, 'orders', id, dialect, M.notFound);

  let costing: ((order: Order) => Promise<Order>) | undefined;

  return {
    /** A page of orders; `clientId` keeps one client's (the client area). */
    async list(query: OrderListQuery & { clientId?: number }): Promise<Page<Order>> {
      const { rows, total } = await repo.findOrderPage(db, dialect, query);
      return pageOf(await loadOrders(db, rows), total, query);
    },

    /** One order; a director's carries its cost and margin (`setCosting`, decision 028). */
    async get(id: number, actor?: Actor): Promise<Order> {
      const order = await loadOrder(db, await findOrNotFound(db, 'orders', id, M.notFound));
      return costing && actor && isDirector(actor) ? costing(order) : order;
    },

    /** How a director's order answer gains its cost and margin: set by the materials module. */
    setCosting(add: (order: Order) => Promise<Order>) {
      costing = add;
    },

    /** A new order; `catalogueOnly` (the client area) takes only what the catalogue shows. */
    async create(
      input: CreateOrderData,
      actor: Actor,
      { catalogueOnly = false }: { catalogueOnly?: boolean } = {},
    ): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const parties = await resolveParties(trx, input);
        const prepared = await prepareItems(trx, dialect, input.items, { catalogueOnly });
        const at = new Date().toISOString();
        const year = Number(at.slice(0, 4));
        // Taken last, so the counter's row stays locked for as short a time as possible.
        const number = formatOrderNumber(year, await repo.takeNextNumber(trx, year));
        const row = await insertRow(trx, 'orders', {
          number,
          version: 1,
          status: 'PENDING',
          ...formColumns(number, input, parties, prepared),
          ...stamps.created(actor, at),
        });
        await storeItems(trx, row.id, prepared.items, new Map());
        await repo.insertHistory(trx, {
          orderId: row.id,
          fromStatus: null,
          toStatus: 'PENDING',
          note: null,
          changedBy: actor.name,
          changedAt: at,
        });
        await emitEvent(trx, 'ORDER_CREATED', {
          clientId: row.clientId,
          entityId: row.id,
          actorId: actor.id,
          fields: {
            orderNumber: number,
            amount: formatMoney(prepared.totalCents),
            date: eventDate(at),
          },
        });
        return reload(trx, row.id);
      });
    },

    /**
     * The whole order as the form holds it, saved over the version it was read at (409 when
     * someone saved since). Pending: everything; in production: people's names, sizes and notes.
     */
    async update(input: UpdateOrderData, actor: Actor): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const current = await lockForChange(trx, input.id);
        if (input.version !== Number(current.version)) throw conflict('STALE_VERSION', M.stale);
        const changes = { version: Number(current.version) + 1, ...stamps.updated(actor) };
        if (current.status !== 'PENDING' && current.status !== 'IN_PRODUCTION') {
          throw conflict('STATUS_LOCKED', M.readOnly(orderStatusLabel(current.status)));
        }
        const shape = await storedShape(trx, current.id);
        // Only this order's items, and each item's own people, may be named.
        assertOwnRows(input.items, shape.known);
        if (current.status === 'IN_PRODUCTION') {
          const { notes } = await updateInProduction(trx, current, input, shape);
          await updateById(trx, 'orders', current.id, { ...changes, notes });
          return reload(trx, current.id);
        }
        const { items: storedItems, known } = shape;
        const byId = new Map(storedItems.map((item) => [item.id, item]));
        // A stored item of the same product or pack keeps its price unless one is given.
        const keptPrice = (item: OrderItemData) => {
          const was = item.id === undefined ? undefined : byId.get(item.id);
          return was && was.productId === item.productId && was.packageId === item.packageId
            ? Number(was.unitPriceCents)
            : null;
        };
        const parties = await resolveParties(trx, input);
        const prepared = await prepareItems(trx, dialect, input.items, { keptPrice });
        await storeItems(trx, current.id, prepared.items, known);
        await updateById(trx, 'orders', current.id, {
          ...changes,
          ...formColumns(current.number, input, parties, prepared),
        });
        return reload(trx, current.id);
      });
    },

    /** Moves the order along its pipeline; every change is appended to its history. */
    async changeStatus(id: number, input: OrderStatusData, actor: Actor): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        await moveOrderStatus(trx, dialect, id, input, actor);
        return reload(trx, id);
      });
    },

    /** 'Deshacer' on the toast of a status change (see undoOrderStatus). */
    async undoStatus(id: number, version: number, actor: Actor): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        await undoOrderStatus(trx, dialect, id, version, actor);
        return reload(trx, id);
      });
    },

    async remove(id: number, actor: Actor): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const current = await lockForChange(trx, id);
        if (!(DELETABLE_ORDER_STATUSES as readonly string[]).includes(current.status)) {
          throw conflict('STATUS_LOCKED', M.deleteRefused(orderStatusLabel(current.status)));
        }
        // Its bills and payments (billing keeps these totals on the row) must not lose it.
        if (
          Number(current.billedCents) > 0 ||
          Number(current.paidCents) > 0 ||
          Number(current.creditCents) > 0
        ) {
          throw conflict('IN_USE', M.deleteBilled);
        }
        await updateById(trx, 'orders', id, stamps.deleted(actor));
        return reload(trx, id);
      });
    },

    async restore(id: number, actor: Actor): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        await findInTrash(trx, 'orders', id, M);
        await updateById(trx, 'orders', id, stamps.restored(actor));
        return reload(trx, id);
      });
    },

    export: async (query: OrderExportQuery) =>
      loadOrders(db, await repo.findOrdersForExport(db, dialect, query)),
  };
}
