import { useState } from 'react';
import {
  REMINDER_MESSAGES as M,
  ReminderRuleInputSchema,
  type ReminderRule,
  type ReminderRuleData,
} from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useReminderRule, useSaveReminderRule } from '../api/reminders';

const CHECK = 'flex items-center gap-2 text-sm font-medium text-slate-700';

/** '7, 3' → [7, 3]; what is not a whole number stays NaN, for the schema to refuse. */
const parseDays = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

type Form = {
  enabled: boolean;
  daysBefore: string;
  onDueDate: boolean;
  everyDaysAfter: string;
  byEmail: boolean;
};

const formOf = (rule: ReminderRule): Form => ({
  enabled: rule.enabled,
  daysBefore: rule.daysBefore.join(', '),
  onDueDate: rule.onDueDate,
  everyDaysAfter: rule.everyDaysAfter === null ? '' : String(rule.everyDaysAfter),
  byEmail: rule.byEmail,
});

function RuleForm({ rule }: { rule: ReminderRule }) {
  const save = useSaveReminderRule();
  const [form, setForm] = useState(formOf(rule));
  const [errors, setErrors] = useState<string[]>([]);
  const check = (key: 'enabled' | 'onDueDate' | 'byEmail') => ({
    checked: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [key]: e.target.checked }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const after = form.everyDaysAfter.trim();
    const parsed = ReminderRuleInputSchema.safeParse({
      enabled: form.enabled,
      daysBefore: parseDays(form.daysBefore),
      onDueDate: form.onDueDate,
      everyDaysAfter: after === '' ? null : /^\d+$/.test(after) ? Number(after) : Number.NaN,
      byEmail: form.byEmail,
    });
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    // Saved, the rules are read again and the form starts from them (its key is their date).
    save.mutate(parsed.data satisfies ReminderRuleData);
  };
  return (
    <form
      aria-label={M.title}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      onSubmit={submit}
      noValidate
    >
      <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">{M.title}</h2>
      <label className={`${CHECK} sm:col-span-2`}>
        <input type="checkbox" {...check('enabled')} />
        {M.enabledLabel}
      </label>
      {!form.enabled && <p className="text-sm text-slate-600 sm:col-span-2">{M.noteOff}</p>}
      <TextField
        label={M.daysBeforeLabel}
        hint={M.daysBeforeHint}
        inputMode="numeric"
        value={form.daysBefore}
        onChange={(e) => setForm({ ...form, daysBefore: e.target.value })}
      />
      <TextField
        label={M.everyDaysAfterLabel}
        inputMode="numeric"
        value={form.everyDaysAfter}
        onChange={(e) => setForm({ ...form, everyDaysAfter: e.target.value })}
      />
      <label className={CHECK}>
        <input type="checkbox" {...check('onDueDate')} />
        {M.onDueDateLabel}
      </label>
      <label className={CHECK}>
        <input type="checkbox" {...check('byEmail')} />
        {M.byEmailLabel}
      </label>
      <p className="text-xs text-slate-500 sm:col-span-2">{M.noteConsent}</p>
      {errors.length > 0 && (
        <div className="sm:col-span-2">
          <FormAlert>
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </FormAlert>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? M.saving : M.save}
        </Button>
      </div>
    </form>
  );
}

/** 'Recordatorios de pago' on 'Cuentas por cobrar' (managers): starts from the saved rules. */
export function ReminderRuleSection() {
  const rule = useReminderRule();
  if (rule.isPending) {
    return <LoadingIndicator isLoading message={M.loading} size="medium" />;
  }
  if (rule.error) {
    return (
      <LoadError
        message={`${M.loadFailed}: ${errorMessage(rule.error)}`}
        onRetry={() => void rule.refetch()}
        isRetrying={rule.isFetching}
      />
    );
  }
  return <RuleForm key={rule.data.updatedAt ?? 'nuevo'} rule={rule.data} />;
}
