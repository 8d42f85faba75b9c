import { DEFAULT_REMINDER_RULE, type ReminderRule, type ReminderRuleData } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import './reminder.tables';

const RULE_ID = 1;

/** The rules as saved, or the default (off) until a director saves them. */
export async function findReminderRule(db: Db): Promise<ReminderRule> {
  const row = await db
    .selectFrom('reminderRules')
    .selectAll()
    .where('id', '=', RULE_ID)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_REMINDER_RULE, updatedAt: null, updatedBy: null };
  return {
    enabled: Boolean(Number(row.enabled)),
    daysBefore: JSON.parse(row.daysBefore) as number[],
    onDueDate: Boolean(Number(row.onDueDate)),
    everyDaysAfter: row.everyDaysAfter === null ? null : Number(row.everyDaysAfter),
    byEmail: Boolean(Number(row.byEmail)),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** Replaces the rules (the days before in descending order, as they fall). */
export async function saveReminderRule(db: Db, rule: ReminderRuleData, actor: Actor) {
  const values = {
    enabled: rule.enabled ? 1 : 0,
    daysBefore: JSON.stringify([...rule.daysBefore].sort((a, b) => b - a)),
    onDueDate: rule.onDueDate ? 1 : 0,
    everyDaysAfter: rule.everyDaysAfter,
    byEmail: rule.byEmail ? 1 : 0,
    updatedAt: new Date().toISOString(),
    updatedBy: actor.name,
  };
  await db
    .insertInto('reminderRules')
    .values({ id: RULE_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return findReminderRule(db);
}

/** Whether the rules remind a bill `daysFromDue` days from its due date (negative: before it). */
export function remindsOn(rule: ReminderRuleData, daysFromDue: number): boolean {
  if (daysFromDue < 0) return rule.daysBefore.includes(-daysFromDue);
  if (daysFromDue === 0) return rule.onDueDate;
  return rule.everyDaysAfter !== null && daysFromDue % rule.everyDaysAfter === 0;
}
