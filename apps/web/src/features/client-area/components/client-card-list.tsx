import type { Page } from '@taller/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/error-message';

type PageQuery<T> = {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * One of the client area's lists: cards at every width (a client has a handful of records), with
 * the loading, error and empty states and the server's paging.
 */
export function ClientCardList<T extends { id: number }>({
  query,
  pageSize,
  texts,
  hasFilters,
  onPageChange,
  card,
}: {
  query: PageQuery<T>;
  pageSize: number;
  texts: { loading: string; empty: string; noMatches: string; noun: string };
  hasFilters: boolean;
  onPageChange: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  const page = query.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const from = page && page.total > 0 ? (page.page - 1) * pageSize + 1 : 0;
  return (
    <>
      <LoadingIndicator isLoading={query.isPending} message={texts.loading} />
      {query.isError && (
        <LoadError
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {page && page.items.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {hasFilters ? texts.noMatches : texts.empty}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul className="flex flex-col gap-3">{page.items.map((item) => card(item))}</ul>
      )}
      {page && (
        <Pagination
          page={page.page}
          totalPages={totalPages}
          from={from}
          to={from + page.items.length - (page.items.length > 0 ? 1 : 0)}
          total={page.total}
          noun={texts.noun}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

/** A label and its value in a card's grid. */
export function CardFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
