import type { Generated, Insertable, Selectable } from 'kysely';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';

/** Migration 023: each event of a person's bag (issue 35), appended and never edited. */
export interface PersonDeliveriesTable extends AuditColumns {
  id: Generated<number>;
  orderId: number;
  orderPersonId: number;
  /** DELIVERED, ABSENT or SIZE_CHANGE. */
  state: string;
  receivedBy: string | null;
  note: string | null;
  /** A size change: the product whose size changed, the new size and the order it made. */
  productId: number | null;
  newSize: string | null;
  exchangeOrderId: number | null;
}

declare module '../../db/schema' {
  interface Database {
    personDeliveries: PersonDeliveriesTable;
  }
}

export type DeliveryRow = Selectable<PersonDeliveriesTable>;

/** The live events of an order, oldest first. */
export const findEventsOfOrder = (db: Db, orderId: number) =>
  db
    .selectFrom('personDeliveries')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();

/** The live handing over of a person, if there was one. */
export const findDelivered = (db: Db, personId: number) =>
  db
    .selectFrom('personDeliveries')
    .selectAll()
    .where('orderPersonId', '=', personId)
    .where('state', '=', 'DELIVERED')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** Appends an event; a second DELIVERED of one person breaks the unique index (migration 023). */
export const insertEvent = (db: Db, values: Insertable<PersonDeliveriesTable>) =>
  db.insertInto('personDeliveries').values(values).returning('id').executeTakeFirstOrThrow();
