import { HOME_MESSAGES as M } from '@taller/shared/home/home-messages';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { useHome, useHomeStream } from '../api/get-home';
import { HomeFigures, isEmptyHome } from '../components/home-figures';

/** 'Inicio' (issue 38), at /director/dashboard/home: what needs doing today, live. */
export function HomePage() {
  const home = useHome();
  useHomeStream();
  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader title={M.title} />
      {home.isPending ? (
        <LoadingIndicator isLoading message={M.loading} size="medium" />
      ) : home.error ? (
        <LoadError
          message={M.loadError}
          onRetry={() => void home.refetch()}
          isRetrying={home.isFetching}
        />
      ) : (
        <>
          {isEmptyHome(home.data) && (
            <p className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
              {M.emptyHint}
            </p>
          )}
          <HomeFigures home={home.data} />
        </>
      )}
    </div>
  );
}
