import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillReminderListSchema,
  IdParamsSchema,
  REMINDER_MESSAGES as M,
  ReminderRuleInputSchema,
  ReminderRuleSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';
import { findBillReminders } from './reminder-log';
import { findReminderRule, saveReminderRule } from './reminder-rule';

/**
 * 'Recordatorios de pago' (issue 37): directors and administrators read and change the rules;
 * every staff member reads a bill's reminders, as they read the bill.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const managers = { config: { access: 'manager' }, tags } as const;
  const staff = { config: { access: 'staff' }, tags } as const;
  app.get(
    '/api/reminder-rule',
    answering(managers, ReminderRuleSchema, { summary: 'Get the payment reminder rules' }),
    async () => ok(await findReminderRule(app.db), M.ruleFound),
  );
  app.put(
    '/api/reminder-rule',
    answering(managers, ReminderRuleSchema, {
      summary: 'Save the payment reminder rules',
      body: ReminderRuleInputSchema,
    }),
    async (request) => {
      const rule = await saveReminderRule(app.db, request.body, request.user);
      app.reminders.worker.wake();
      return ok(rule, M.ruleSaved);
    },
  );
  app.get(
    '/api/bill/:id/reminders',
    answering(staff, BillReminderListSchema, {
      summary: "List a bill's payment reminders",
      params: IdParamsSchema,
    }),
    async (request) => {
      // 404 for a bill that does not exist.
      await app.bills.get(request.params.id);
      return ok({ items: await findBillReminders(app.db, request.params.id) }, M.logFound);
    },
  );
};
