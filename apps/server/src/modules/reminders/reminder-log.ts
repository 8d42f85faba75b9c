import { REMINDER_MESSAGES as M, type BillReminder, type WhatsAppStatus } from '@taller/shared';
import type { Db } from '../../db/database';
import { findProcessedEventIds } from '../notifications/outbox';
import { findEventMessages } from '../whatsapp/whatsapp.repository';
import './reminder.tables';

/**
 * A bill's reminders, newest first, with what became of each: its WhatsApp message's status and
 * reason (PENDING until the outbox handed the event on; NONE when no template went out) and its
 * email's.
 */
export async function findBillReminders(db: Db, billId: number): Promise<BillReminder[]> {
  const rows = await db
    .selectFrom('billReminders')
    .selectAll()
    .where('billId', '=', billId)
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const eventIds = rows.flatMap((row) => (row.eventId === null ? [] : [row.eventId]));
  const [messages, processed] = await Promise.all([
    findEventMessages(db, eventIds),
    findProcessedEventIds(db, eventIds),
  ]);
  const byEvent = new Map(messages.map((m) => [m.eventId, m]));
  return rows.map((row) => {
    const message = row.eventId === null ? undefined : byEvent.get(row.eventId);
    const handedOn = row.eventId !== null && processed.has(row.eventId);
    return {
      id: row.id,
      day: row.day,
      daysFromDue: Number(row.daysFromDue),
      whatsappStatus: message ? (message.status as WhatsAppStatus) : handedOn ? 'NONE' : 'PENDING',
      whatsappError: message ? message.error : handedOn ? M.whatsappNone : null,
      emailStatus: row.emailStatus,
      emailTo: row.emailTo,
      emailError: row.emailError,
      createdAt: row.createdAt,
    };
  });
}
