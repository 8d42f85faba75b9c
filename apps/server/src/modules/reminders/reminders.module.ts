import { runExclusively } from '../../lib/job-lock';
import { createWakeableLoop, type WakeableLoop } from '../../lib/wakeable-loop';
import { billPdfFile } from '../billing/bill-pdf';
import { defineModule } from '../module';
import { runReminders } from './reminder-run';
import { reminderRoutes } from './reminder.routes';

export type RemindersModule = {
  /** The day reminders are counted from (tests set it; no sleeps). */
  clock: { now: () => Date };
  /** One pass now, without the job lock (the log's unique key keeps it once a day anyway). */
  runDue: () => Promise<number>;
  /** Runs a pass when woken, after each La Paz midnight and hourly, once across instances. */
  worker: WakeableLoop;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment reminders (issue 37). */
    reminders: RemindersModule;
  }
}

const HOUR_MS = 3_600_000;

/** Until a minute past the next midnight in La Paz (UTC−4, no daylight saving). */
const msUntilNextLaPazDay = (now: Date) => {
  const laPaz = now.getTime() - 4 * HOUR_MS;
  const nextMidnight = (Math.floor(laPaz / (24 * HOUR_MS)) + 1) * 24 * HOUR_MS;
  return nextMidnight - laPaz + 60_000;
};

/**
 * Payment reminders: the rules, the daily pass and each bill's log. Registered after billing
 * (bills, their PDF, Datos de facturación) and WhatsApp (which delivers the reminder's template
 * through the outbox).
 */
export const remindersModule = defineModule(
  'reminders',
  async (app) => {
    const { db, dialect } = app;
    const clock = { now: () => new Date() };
    const runDue = () =>
      runReminders({
        db,
        mailer: app.mailer,
        log: app.log,
        now: () => clock.now(),
        billPdf: async (billId) => {
          const bill = await app.bills.get(billId);
          return { bill, ...(await billPdfFile(app.bills, app.storage, billId)) };
        },
        businessName: async () => (await app.billingInfo.get()).businessName,
      });
    const worker = createWakeableLoop({
      name: 'payment-reminders',
      sweepEveryMs: HOUR_MS,
      log: app.log,
      run: async () => {
        await runExclusively(db, dialect, 'payment-reminders', runDue);
        return msUntilNextLaPazDay(clock.now());
      },
    });
    app.decorate('reminders', { clock, runDue, worker });
    app.addHook('onReady', async () => worker.wake());
    app.addHook('onClose', () => worker.stop());
    await app.register(reminderRoutes);
  },
  ['billing', 'whatsapp'],
);
