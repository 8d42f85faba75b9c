import {
  laPazDay,
  type Receivable,
  type ReceivableExportQuery,
  type ReceivableListQuery,
  type ReceivablePage,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { pageOf } from '../../lib/envelope';
import { receivableOf, receivableTotals, receivablesQuery } from './receivable.repository';

/** 'Cuentas por cobrar' (issue 37): what each client owes, by age, as of a day. */
export function createReceivableService({ db }: { db: Db }) {
  const sorted = (query: ReceivableExportQuery, asOf: string) =>
    receivablesQuery(db, query, asOf)
      .orderBy(query.sort.field, query.sort.direction)
      .orderBy('clients.id', 'asc');

  return {
    async list(query: ReceivableListQuery): Promise<ReceivablePage> {
      const asOf = query.asOf ?? laPazDay(new Date());
      const { clientCount, ...totals } = await receivableTotals(db, query, asOf);
      const rows = await sorted(query, asOf)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        ...pageOf(rows.map(receivableOf), clientCount, query),
        totals: { ...totals, clientCount },
        asOf,
      };
    },

    async export(query: ReceivableExportQuery): Promise<Receivable[]> {
      const rows = await sorted(query, query.asOf ?? laPazDay(new Date())).execute();
      return rows.map(receivableOf);
    },
  };
}

export type ReceivableService = ReturnType<typeof createReceivableService>;
