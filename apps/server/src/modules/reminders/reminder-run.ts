import {
  BILL_DOCUMENT_LABELS,
  REMINDER_MESSAGES as M,
  addDays,
  formatMoney,
  laPazDay,
  type Bill,
  type BillDocument,
} from '@taller/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { findOwedBillsDueBy, type OwedBill } from '../billing/owed-bills';
import { findReminderContacts } from '../clients/client.repository';
import { emitEvent } from '../notifications/outbox';
import { findReminderRule, remindsOn } from './reminder-rule';
import './reminder.tables';

const DAY_MS = 86_400_000;
/** Emails sent per run at most (the next run sends the rest). */
const EMAIL_BATCH = 50;

/** 'YYYY-MM-DD' as people in Bolivia write it: 15/03/2026. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type ReminderRunDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The bill as it is now and its PDF, and the workshop's name, for the email. */
  billPdf: (billId: number) => Promise<{ bill: Bill; bytes: Buffer; filename: string }>;
  businessName: () => Promise<string>;
};

/**
 * One pass of payment reminders (issue 37): on today's La Paz day, each owed bill of a client
 * not paused whose due date the rules name gets one reminder: its log row (unique per bill and
 * day, so a second pass, a second server or a retry after a crash adds nothing) and, in the same
 * transaction, a PAYMENT_REMINDER event the outbox delivers (in-app, and the WhatsApp template
 * with the bill's PDF to a client who agreed). Emails go after the commit, from the log rows that
 * wait for one. Answers how many reminders it recorded.
 */
export async function runReminders(deps: ReminderRunDeps): Promise<number> {
  const { db, mailer, now } = deps;
  const rule = await findReminderRule(db);
  let recorded = 0;
  if (rule.enabled) {
    const today = laPazDay(now());
    const furthest = Math.max(0, ...rule.daysBefore);
    const due = (await findOwedBillsDueBy(db, addDays(today, furthest))).filter((bill) =>
      remindsOn(rule, daysBetween(bill.dueDate, today)),
    );
    const contacts = new Map(
      (await findReminderContacts(db, [...new Set(due.map((b) => b.clientId))])).map((c) => [
        c.id,
        c,
      ]),
    );
    for (const bill of due) {
      const client = contacts.get(bill.clientId);
      if (!client || Number(client.remindersPaused)) continue;
      const email = rule.byEmail && mailer.delivers && client.email ? client.email : null;
      if (await remind(db, bill, client.name, email, today)) recorded++;
    }
  }
  await sendPendingEmails(deps);
  return recorded;
}

async function remind(
  db: Db,
  bill: OwedBill,
  clientName: string,
  email: string | null,
  today: string,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('billReminders')
      .values({
        billId: bill.id,
        day: today,
        daysFromDue: daysBetween(bill.dueDate, today),
        emailStatus: email ? 'PENDING' : 'NONE',
        emailTo: email,
        createdAt: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['billId', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Already reminded today (another pass or server): nothing more.
    if (!row) return false;
    const eventId = await emitEvent(trx, 'PAYMENT_REMINDER', {
      clientId: bill.clientId,
      entityId: bill.id,
      fields: {
        clientName,
        billNumber: bill.number,
        document: BILL_DOCUMENT_LABELS[bill.document as BillDocument] ?? bill.document,
        amount: formatMoney(bill.balanceCents, bill.currency),
        date: shownDay(bill.dueDate),
      },
    });
    await trx.updateTable('billReminders').set({ eventId }).where('id', '=', row.id).execute();
    return true;
  });
}

/**
 * The emails the log still owes, with the bill's PDF attached; each is marked sent or failed
 * (with why) once tried. A crash between sending and marking sends it again on the next pass.
 */
async function sendPendingEmails(deps: ReminderRunDeps) {
  const { db, mailer, log } = deps;
  const pending = await db
    .selectFrom('billReminders')
    .select(['id', 'billId', 'emailTo'])
    .where('emailStatus', '=', 'PENDING')
    .orderBy('id')
    .limit(EMAIL_BATCH)
    .execute();
  if (pending.length === 0) return;
  const business = await deps.businessName();
  for (const reminder of pending) {
    let outcome: { emailStatus: 'SENT' | 'FAILED'; emailError: string | null };
    try {
      const { bill, ...pdf } = await deps.billPdf(reminder.billId);
      const document = BILL_DOCUMENT_LABELS[bill.document];
      await mailer.send({
        to: reminder.emailTo!,
        subject: M.emailSubject(document, bill.number),
        text: M.emailText({
          clientName: bill.client.name,
          document,
          number: bill.number,
          amount: formatMoney(bill.owedCents, bill.currency),
          dueDate: shownDay(bill.dueDate),
          business,
        }),
        attachments: [
          { filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' },
        ],
      });
      outcome = { emailStatus: 'SENT', emailError: null };
    } catch (err) {
      log.error({ err, reminderId: reminder.id }, 'payment reminder email failed');
      outcome = {
        emailStatus: 'FAILED',
        emailError: err instanceof Error ? err.message.slice(0, 300) : 'error',
      };
    }
    await db.updateTable('billReminders').set(outcome).where('id', '=', reminder.id).execute();
  }
}
