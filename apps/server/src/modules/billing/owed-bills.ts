import type { Db } from '../../db/database';

/**
 * Live bills with something left to pay that fall due on or before `lastDueDate` (a
 * 'YYYY-MM-DD' day): what payment reminders look at (issue 37). Paid and annulled bills never
 * appear; the balance is what the total still lacks.
 */
export async function findOwedBillsDueBy(db: Db, lastDueDate: string) {
  const rows = await db
    .selectFrom('bills')
    .select([
      'id',
      'clientId',
      'number',
      'document',
      'currency',
      'totalCents',
      'paidCents',
      'dueDate',
    ])
    .where('status', '!=', 'ANNULLED')
    .where('dueDate', 'is not', null)
    .where('dueDate', '<=', lastDueDate)
    .whereRef('paidCents', '<', 'totalCents')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    number: row.number,
    document: row.document,
    currency: row.currency,
    balanceCents: Number(row.totalCents) - Number(row.paidCents),
    dueDate: row.dueDate!,
  }));
}

export type OwedBill = Awaited<ReturnType<typeof findOwedBillsDueBy>>[number];
