import type { Page } from '@taller/shared/http/list-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../api/core';
import { serverPage } from '../lib/pagination';
import { LoadError, AccessDenied } from '../components/ui/load-error';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { Pagination } from '../components/ui/pagination';

/** Why a list did not load when the server did not say (it was not reached). */
export const UNKNOWN_ERROR = 'Error desconocido';

export type PagedListTexts = {
  loading: string;
  /** Nothing recorded at all. */
  empty: string;
  /** Records exist but none matches the filters. */
  noMatches: string;
  loadError: (message: string) => string;
  /** Shown under 'Acceso denegado' when the server answers 403. */
  denied: string;
  /** Plural noun of 'Mostrando X a Y de Z …'. */
  noun: string;
};

export type PagedListProps<T> = {
  query: {
    data?: Page<T>;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
    isFetching?: boolean;
  };
  texts: PagedListTexts;
  hasFilters: boolean;
  onPageChange: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/**
 * One page of a server-paginated list with its loading, empty, failure (with 'Reintentar') and
 * access-denied states, and the pagination of the lines page under it.
 */
export function PagedList<T>({
  query,
  texts,
  hasFilters,
  onPageChange,
  children,
}: PagedListProps<T>) {
  const { data, isPending, error, refetch, isFetching } = query;
  // A page emptied by a delete (or a shorter result) steps back to the last page that has rows.
  const pastEnd = data && data.items.length === 0 && data.total > 0 && data.page > 1;
  useEffect(() => {
    if (pastEnd) onPageChange(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [pastEnd, data, onPageChange]);

  if (isPending) return <LoadingIndicator isLoading message={texts.loading} size="medium" />;
  if (error) {
    if (error instanceof ApiError && error.status === 403) {
      return <AccessDenied message={texts.denied} />;
    }
    const reason = error instanceof ApiError && error.message ? error.message : UNKNOWN_ERROR;
    return (
      <LoadError
        message={texts.loadError(reason)}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  if (!data || data.items.length === 0) {
    return (
      <p className="p-6 text-center text-slate-500">{hasFilters ? texts.noMatches : texts.empty}</p>
    );
  }
  const slice = serverPage(data.total, data.page, data.pageSize, data.items.length);
  return (
    <>
      <div className="overflow-x-auto">{children(data.items)}</div>
      <Pagination {...slice} noun={texts.noun} onPageChange={onPageChange} />
    </>
  );
}
