import { codeSet } from '../forms/code-labels';
import { z } from '../zod';
import { WHATSAPP_STATUSES } from '../whatsapp/whatsapp.schema';
import { REMINDER_MESSAGES as M } from './reminder-messages';

const day = z
  .number({ error: M.dayInvalid })
  .int(M.dayInvalid)
  .min(1, M.dayInvalid)
  .max(60, M.dayInvalid);
const flag = z.boolean({ error: M.flagInvalid });

/**
 * GET/PUT /api/reminder-rule: the workshop's one set of payment reminder rules (issue 37). A
 * reminder goes N days before a bill's due date (each of `daysBefore`), on the day itself
 * (`onDueDate`) and every `everyDaysAfter` days after it, while the bill is owed.
 */
export const ReminderRuleInputSchema = z.object({
  enabled: z.boolean({ error: M.enabledInvalid }),
  daysBefore: z
    .array(day, { error: M.dayInvalid })
    .max(5, M.daysBeforeTooMany)
    .refine((days) => new Set(days).size === days.length, M.daysBeforeRepeated),
  onDueDate: flag,
  everyDaysAfter: z
    .number({ error: M.everyDaysAfterInvalid })
    .int(M.everyDaysAfterInvalid)
    .min(1, M.everyDaysAfterInvalid)
    .max(60, M.everyDaysAfterInvalid)
    .nullable(),
  byEmail: flag,
});
export type ReminderRuleData = z.output<typeof ReminderRuleInputSchema>;

/** Nothing is sent until a director turns reminders on. */
export const DEFAULT_REMINDER_RULE: ReminderRuleData = {
  enabled: false,
  daysBefore: [3],
  onDueDate: true,
  everyDaysAfter: 7,
  byEmail: true,
};

export const ReminderRuleSchema = ReminderRuleInputSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ReminderRule = z.infer<typeof ReminderRuleSchema>;

/** What became of a reminder's email. */
export const [REMINDER_EMAIL_STATUS_LABELS, REMINDER_EMAIL_STATUSES] = codeSet({
  NONE: M.emailNone,
  PENDING: M.emailPending,
  SENT: 'Enviado',
  FAILED: M.emailFailed,
});
export type ReminderEmailStatus = (typeof REMINDER_EMAIL_STATUSES)[number];

/** A reminder's WhatsApp: its message's status, PENDING before the outbox handed it on, NONE without one. */
export const REMINDER_WHATSAPP_STATUSES = [...WHATSAPP_STATUSES, 'PENDING', 'NONE'] as const;

/** GET /api/bill/{id}/reminders: one reminder of a bill, as its log shows it. */
export const BillReminderSchema = z.object({
  id: z.number().int(),
  /** The La Paz day it went out (YYYY-MM-DD). */
  day: z.string(),
  /** Days from the due date: negative before it, 0 on it, positive after it. */
  daysFromDue: z.number().int(),
  whatsappStatus: z.enum(REMINDER_WHATSAPP_STATUSES),
  /** Why it was skipped or failed. */
  whatsappError: z.string().nullable(),
  emailStatus: z.enum(REMINDER_EMAIL_STATUSES),
  emailTo: z.string().nullable(),
  emailError: z.string().nullable(),
  createdAt: z.string(),
});
export type BillReminder = z.infer<typeof BillReminderSchema>;

export const BillReminderListSchema = z.object({ items: z.array(BillReminderSchema) });
export type BillReminderList = z.infer<typeof BillReminderListSchema>;

/** 'Respecto al vencimiento': 3 días antes, el día del vencimiento, 7 días después. */
export const reminderWhenLabel = (daysFromDue: number) =>
  daysFromDue < 0
    ? M.daysBefore(-daysFromDue)
    : daysFromDue === 0
      ? M.dueToday
      : M.daysAfter(daysFromDue);
