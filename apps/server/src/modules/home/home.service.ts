import { ORDER_STATUSES, type Home, type HomeLink } from '@taller/shared';
import { normaliseRole } from '@taller/shared/auth/roles';
import type { Db } from '../../db/database';
import { changeKeys, type WatchedTable } from '../../lib/change-feed';
import { owedOnBills, pendingProofs } from '../billing/billing-figures';
import { countLowStockMaterials } from '../materials/material-figures';
import { findOrderNumbers } from '../orders/order-lookups';
import {
  countOrdersPromisedBetween,
  countOverdueOrders,
  ordersByStatus,
} from '../orders/order-figures';
import { countOpenTickets } from '../support/ticket-figures';
import { countWaitingConversations } from '../whatsapp/whatsapp-figures';

const D = '/director/dashboard';
const DAY_MS = 86_400_000;
/** How many of the oldest proofs waiting the home names. */
export const OLDEST_PROOFS = 5;

const link = (route: string, query: Record<string, string> = {}): HomeLink => ({
  route: `${D}/${route}`,
  query,
});
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day (UTC) the figures are counted from: 'due this week' and 'overdue' change with it. */
export const homeDay = dayOf;

/** The part of the home a user sees: a producer the production part only. */
export type HomePart = 'production' | 'all';
export const homePart = (user: { role: string }): HomePart =>
  normaliseRole(user.role) === 'PRODUCER' ? 'production' : 'all';

/**
 * The change-feed keys the figures depend on: every table their queries read (orders, bills,
 * payments, materials, support tickets, WhatsApp messages) — home-sources.test.ts checks it.
 */
export const HOME_TABLES = [
  'orders',
  'bills',
  'payments',
  'materials',
  'support_tickets',
  'whatsapp_messages',
] as const satisfies readonly WatchedTable[];
export const HOME_SOURCES = HOME_TABLES.map(changeKeys.table);

/**
 * 'Inicio' (issue 38): every figure is an aggregate query of the module that owns its table,
 * with the list it links to and that list's own filter. A producer gets the production part
 * only: the money, the proofs, support and WhatsApp are left out here, not by the client.
 */
export function createHomeService({ db }: { db: Db }) {
  async function production(today: string, weekEnd: string) {
    const [due, overdue, statuses, lowStock] = await Promise.all([
      countOrdersPromisedBetween(db, today, weekEnd),
      countOverdueOrders(db, today),
      ordersByStatus(db),
      countLowStockMaterials(db),
    ]);
    const byStatus = ORDER_STATUSES.map((status) => {
      const row = statuses.find((r) => r.status === status);
      return {
        status,
        count: row?.count ?? 0,
        pieces: row?.pieces ?? 0,
        piecesDone: row?.piecesDone ?? 0,
        link: link('orders', { status }),
      };
    });
    return {
      dueThisWeek: { count: due, link: link('orders', { from: today, to: weekEnd }) },
      overdue: { count: overdue, link: link('orders', { overdue: 'true' }) },
      byStatus,
      lowStock: { count: lowStock, link: link('materials', { lowStock: 'true' }) },
    };
  }

  async function office(today: string) {
    const over30Day = dayOf(Date.parse(`${today}T00:00:00Z`) - 31 * DAY_MS);
    const [proofs, owed, tickets, waiting] = await Promise.all([
      pendingProofs(db, OLDEST_PROOFS),
      owedOnBills(db, over30Day),
      countOpenTickets(db),
      countWaitingConversations(db),
    ]);
    const numbers = await findOrderNumbers(db, [...new Set(proofs.oldest.map((p) => p.orderId))]);
    const numberOf = new Map(numbers.map((o) => [o.id, o.number]));
    return {
      proofs: {
        count: proofs.count,
        link: link('verification-bills', { status: 'PENDING' }),
        oldest: proofs.oldest.map((p) => ({
          id: p.id,
          orderNumber: numberOf.get(p.orderId) ?? '',
          amountCents: Number(p.amountCents),
          receivedAt: p.createdAt,
        })),
      },
      owed: {
        cents: owed.cents,
        link: link('bills'),
        over30Cents: owed.upToCents,
        over30Link: link('bills', { to: over30Day }),
      },
      openTickets: { count: tickets, link: link('support', { status: 'OPEN' }) },
      whatsappWaiting: { count: waiting, link: link('whatsapp') },
    };
  }

  return {
    async figures(part: HomePart, now = Date.now()): Promise<Home> {
      const today = dayOf(now);
      const weekEnd = dayOf(now + 6 * DAY_MS);
      const isProducer = part === 'production';
      const [made, rest] = await Promise.all([
        production(today, weekEnd),
        isProducer ? null : office(today),
      ]);
      return {
        today,
        weekEnd,
        ...made,
        proofs: rest?.proofs ?? null,
        owed: rest?.owed ?? null,
        openTickets: rest?.openTickets ?? null,
        whatsappWaiting: rest?.whatsappWaiting ?? null,
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
