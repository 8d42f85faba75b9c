import type {
  Page,
  ProductionExportQuery,
  ProductionListQuery,
  ProductionOrder,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { pageOf } from '../../lib/envelope';
import { groupBy } from '../../resource';
import { searchKey, searchText } from '../../lib/text-key';
import { findSheetOrders } from '../orders/production-sheet.repository';
import { findOrderPieces } from '../orders/production-sheet.service';
import { progressOf } from './progress';
import * as repo from './production.repository';

/**
 * The stage view: every order in production with what each stage has done and what is `left` at
 * the chosen stage (or the last). Orders in production are a workshop's current work, so the
 * list is built whole (the sheet's queries and one sum of the ledger) and then filtered, sorted
 * and paged in memory.
 */
async function productionOrders(db: Db, query: ProductionExportQuery) {
  const scope = { status: 'IN_PRODUCTION' } as const;
  const orders = (await findSheetOrders(db, scope)).filter(
    (o) =>
      (!query.clientId || o.clientId === query.clientId) &&
      (!query.institutionId || o.institutionId === query.institutionId) &&
      (!query.orderIds || query.orderIds.includes(o.id)) &&
      (!query.q ||
        searchText({ texts: [o.number, o.client, o.institution] }).includes(searchKey(query.q))),
  );
  const stages = await repo.findLiveStages(db);
  const pieces = orders.length > 0 ? await findOrderPieces(db, scope) : new Map();
  const done = await repo.findDone(
    db,
    orders.map((o) => o.id),
  );
  const doneOf = groupBy(done, (d) => d.orderId);
  const at = query.stageId ? stages.findIndex((s) => s.id === query.stageId) : stages.length - 1;
  const items: ProductionOrder[] = orders.map((order) => {
    const progress = progressOf(
      order,
      stages,
      pieces.get(order.id) ?? [],
      doneOf.get(order.id) ?? [],
    );
    const stage = progress.stages[at];
    return {
      orderId: order.id,
      number: order.number,
      client: order.client,
      institution: order.institution,
      promisedDate: order.promisedDate,
      totalPieces: progress.totalPieces,
      stages: progress.stages,
      left: stage ? stage.total - stage.done : 0,
    };
  });
  const shown = query.pending ? items.filter((item) => item.left > 0) : items;
  const { field, direction } = query.sort;
  const sign = direction === 'asc' ? 1 : -1;
  return shown.sort(
    (a, b) =>
      sign *
      (field === 'left'
        ? a.left - b.left
        : field === 'number'
          ? a.number.localeCompare(b.number)
          : a.promisedDate.localeCompare(b.promisedDate) || a.number.localeCompare(b.number)),
  );
}

export function createProductionListService({ db }: { db: Db }) {
  return {
    async list(query: ProductionListQuery): Promise<Page<ProductionOrder>> {
      const all = await productionOrders(db, query);
      const start = (query.page - 1) * query.pageSize;
      return pageOf(all.slice(start, start + query.pageSize), all.length, query);
    },
    export: (query: ProductionExportQuery) => productionOrders(db, query),
  };
}

export type ProductionListService = ReturnType<typeof createProductionListService>;
