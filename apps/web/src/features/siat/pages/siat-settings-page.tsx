import { SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { ApiError } from '../../../api/client';
import { AccessDenied, LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useSiatSettings } from '../api/get-siat-settings';
import { useLiveSiatStatus } from '../api/get-siat-status';
import { SiatSettingsForm } from '../components/siat-settings-form';
import { SiatStatusCard } from '../components/siat-status-card';

const NOTE = 'rounded-md border p-3 text-sm';

/** 'Configuración SIAT' (issue 36), at /director/dashboard/siat: the director's settings and status. */
export function SiatSettingsPage() {
  const query = useSiatSettings();
  const status = useLiveSiatStatus();
  const settings = query.data;
  const isConfigured = Boolean(settings?.nit && settings.systemCode && settings.hasToken);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 sm:gap-6 sm:p-6">
      <PageHeader title={T.title} />
      {query.isPending ? (
        <LoadingIndicator isLoading message={T.loading} size="medium" />
      ) : query.error ? (
        query.error instanceof ApiError && query.error.status === 403 ? (
          <AccessDenied message={query.error.message} />
        ) : (
          <LoadError
            message={T.loadError(errorMessage(query.error))}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )
      ) : (
        <>
          {status.data?.mode === 'NONE' && (
            <p role="note" className={`${NOTE} border-blue-200 bg-blue-50 text-blue-900`}>
              {T.notInSiatMode}
            </p>
          )}
          {!isConfigured && (
            <p role="status" className={`${NOTE} border-amber-200 bg-amber-50 text-amber-900`}>
              {T.notConfigured}
            </p>
          )}
          <SiatStatusCard />
          <SiatSettingsForm key={settings!.updatedAt ?? 'new'} settings={settings!} />
        </>
      )}
    </div>
  );
}
