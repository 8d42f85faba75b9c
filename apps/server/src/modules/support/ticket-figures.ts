import type { Db } from '../../db/database';
import './ticket.repository';

/** 'Inicio' (issue 38): live tickets in status OPEN, as the inbox's `status` filter. */
export async function countOpenTickets(db: Db) {
  const row = await db
    .selectFrom('supportTickets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deletedAt', 'is', null)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
