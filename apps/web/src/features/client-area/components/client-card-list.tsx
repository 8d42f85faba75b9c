import type { Page } from '@taller/shared';
import { useId, type ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import {
  SearchSelectFilters,
  labelOptions,
  type SearchSelectTexts,
} from '../../../components/ui/search-select-filters';
import { errorMessage } from '../../../lib/error-message';
import { useListState, type ListParams } from '../../../lib/list-query';
import { serverPage } from '../../../lib/pagination';

type PageQuery<T> = {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** A client list's texts: its title, its filters' labels, and its states'. */
export type ClientListTexts = SearchSelectTexts & {
  title: string;
  /** The labels of the records' status codes, the status filter's options. */
  statusLabels: Record<string, string>;
  loading: string;
  empty: string;
  noMatches: string;
  noun: string;
};

const PAGE_SIZE = 10;

/**
 * One of the client area's lists, a section under its title: a search box (when the texts name
 * one) and the status filter, then cards at every width (a client has a handful of records), with
 * the loading, error and empty states and the server's paging. The list keeps its own filters and
 * page, newest first by `sortField`, and asks `useRecords` (the list's query hook) for the page.
 */
export function ClientCardList<T extends { id: number }>({
  texts,
  sortField,
  useRecords,
  card,
}: {
  texts: ClientListTexts;
  sortField: string;
  useRecords: (params: ListParams) => PageQuery<T>;
  card: (item: T) => ReactNode;
}) {
  const list = useListState(
    { search: '', status: '' },
    { field: sortField, direction: 'desc' },
    PAGE_SIZE,
  );
  const query = useRecords(list.params);
  const headingId = useId();
  const page = query.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {texts.title}
      </h2>
      <SearchSelectFilters
        texts={texts}
        field="status"
        options={labelOptions(texts.statusLabels)}
        filters={list.filters}
        onChange={list.setFilters}
      />
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
          {list.hasFilters ? texts.noMatches : texts.empty}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul className="flex flex-col gap-3">{page.items.map((item) => card(item))}</ul>
      )}
      {page && (
        <Pagination
          {...serverPage(page.total, page.page, PAGE_SIZE, page.items.length)}
          noun={texts.noun}
          onPageChange={list.setPage}
        />
      )}
    </section>
  );
}

/** A record's card in a client list: its name and status badge on top, then `children`. */
export function ClientCard({
  label,
  title,
  badge,
  children,
}: {
  /** The card's accessible name: 'Nota de venta F-0001'. */
  label: string;
  title: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        {badge}
      </div>
      {children}
    </li>
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
