import {
  BILLING_MODE_LABELS,
  SIAT_ENVIRONMENT_LABELS,
  SIAT_SCREEN_MESSAGES as T,
  type SiatStatus,
} from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { DetailField } from '../../../resource/details-modal';
import { errorMessage } from '../../../lib/error-message';
import { useSiatStatus } from '../api/get-siat-status';
import { useSyncSiat } from '../api/sync-siat';
import { contingencyText, formatBoliviaDateTime } from './bolivia-time';

const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** 'Estado del SIAT': mode, environment, CUFD, last sync, contingency; 'Sincronizar ahora'. */
export function SiatStatusCard() {
  const query = useSiatStatus();
  const sync = useSyncSiat();
  return (
    <section aria-label={T.statusTitle} className={CARD}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{T.statusTitle}</h2>
        <Button
          variant="secondary"
          onClick={() => sync.mutate()}
          disabled={sync.isPending}
          aria-busy={sync.isPending || undefined}
        >
          {sync.isPending ? T.syncing : T.syncNow}
        </Button>
      </div>
      {query.isPending ? (
        <LoadingIndicator isLoading message={T.statusLoading} size="small" />
      ) : query.error ? (
        <LoadError
          message={T.statusError(errorMessage(query.error))}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <StatusFields status={query.data} />
      )}
    </section>
  );
}

function StatusFields({ status }: { status: SiatStatus }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <DetailField label={T.mode}>{BILLING_MODE_LABELS[status.mode]}</DetailField>
      <DetailField label={T.environment}>{SIAT_ENVIRONMENT_LABELS[status.environment]}</DetailField>
      <DetailField label={T.cufdValidUntil}>
        {status.cufdValidUntil ? formatBoliviaDateTime(status.cufdValidUntil) : T.noCufd}
      </DetailField>
      <DetailField label={T.lastSync}>
        {status.lastSync ? formatBoliviaDateTime(status.lastSync) : T.never}
      </DetailField>
      <DetailField label={T.contingency} wide>
        {status.contingency ? (
          <span className="font-medium text-amber-800">{contingencyText(status.contingency)}</span>
        ) : (
          T.noContingency
        )}
      </DetailField>
    </dl>
  );
}
