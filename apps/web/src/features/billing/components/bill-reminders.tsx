import {
  REMINDER_EMAIL_STATUS_LABELS,
  REMINDER_MESSAGES as M,
  reminderWhenLabel,
  whatsAppStatusLabel,
  type BillReminder,
} from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TitledSection } from '../../../components/ui/titled-section';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useBillReminders } from '../api/reminders';

const whatsappText = (r: BillReminder) => {
  const status =
    r.whatsappStatus === 'PENDING'
      ? M.whatsappPending
      : r.whatsappStatus === 'NONE'
        ? M.whatsappNone
        : whatsAppStatusLabel(r.whatsappStatus);
  return r.whatsappError && r.whatsappStatus !== 'NONE' ? `${status}: ${r.whatsappError}` : status;
};

const emailText = (r: BillReminder) => {
  if (r.emailStatus === 'SENT' && r.emailTo) return M.emailSent(r.emailTo);
  const status = REMINDER_EMAIL_STATUS_LABELS[r.emailStatus];
  return r.emailError ? `${status}: ${r.emailError}` : status;
};

/** 'Recordatorios' on a bill's details: each reminder's day and what went by WhatsApp and email. */
export function BillReminders({ billId }: { billId: number }) {
  const query = useBillReminders(billId);
  return (
    <TitledSection title={M.logTitle}>
      {query.isPending ? (
        <LoadingIndicator isLoading message={M.loading} size="small" />
      ) : query.error ? (
        <LoadError
          message={`${M.logFailed}: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-slate-500">{M.logEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {query.data.items.map((r) => (
            <li key={r.id} className="flex flex-col gap-0.5 border-b border-slate-100 pb-2">
              <span className="font-medium text-slate-900">
                {formatDay(r.day)} · {reminderWhenLabel(r.daysFromDue)}
              </span>
              <span>
                {M.whatsappColumn}: {whatsappText(r)}
              </span>
              <span>
                {M.emailColumn}: {emailText(r)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
