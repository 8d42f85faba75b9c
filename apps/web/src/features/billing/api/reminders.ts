import type { ReminderRuleData } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { useSettingsMutation } from '../../../lib/toast-mutation';

/** ['reminder-rule'] the rules; ['bills', id, 'reminders'] a bill's log. */
export const reminderRuleKey = ['reminder-rule'] as const;
export const billRemindersKey = (billId: number) => ['bills', billId, 'reminders'] as const;

/** GET /api/reminder-rule (directors and administrators). */
export const useReminderRule = (enabled = true) =>
  useApiQuery(reminderRuleKey, (signal) => api.GET('/reminder-rule', { signal }), { enabled });

/** PUT /api/reminder-rule: the whole rule set. */
export const useSaveReminderRule = () =>
  useSettingsMutation(
    (body: ReminderRuleData) => unwrap(api.PUT('/reminder-rule', { body })),
    'reminder-rule',
    reminderRuleKey,
  );

/** GET /api/bill/{id}/reminders: the reminders sent of a bill, newest first. */
export const useBillReminders = (billId: number) =>
  useApiQuery(billRemindersKey(billId), (signal) =>
    api.GET('/bill/{id}/reminders', { params: { path: { id: billId } }, signal }),
  );
