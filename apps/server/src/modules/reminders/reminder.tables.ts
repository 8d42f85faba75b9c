import type { Generated } from 'kysely';
import type { ReminderEmailStatus } from '@taller/shared';

/** The workshop's payment reminder rules (migration 029): one row, id 1, once saved. */
export interface ReminderRulesTable {
  id: number;
  /** 0/1. */
  enabled: number;
  /** JSON of number[]: days before the due date. */
  daysBefore: string;
  onDueDate: number;
  everyDaysAfter: number | null;
  byEmail: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** One reminder of a bill: unique per bill and La Paz day (migration 029). */
export interface BillRemindersTable {
  id: Generated<number>;
  billId: number;
  day: string;
  daysFromDue: number;
  /** The outbox event that carries it (its WhatsApp message is found by it). */
  eventId: number | null;
  emailStatus: ReminderEmailStatus;
  emailTo: string | null;
  emailError: string | null;
  createdAt: string;
}

declare module '../../db/schema' {
  interface Database {
    reminderRules: ReminderRulesTable;
    billReminders: BillRemindersTable;
  }
}
