export type PageSlice<T> = {
  items: T[];
  /** The page shown: the requested one, kept within 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
  /** 1-based position of the first and last item shown (0 and 0 when there is none). */
  from: number;
  to: number;
};

/** Client-side pagination; a page past the end (after a delete, say) shows the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: current,
    totalPages,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + slice.length,
  };
}

/** 'Mostrando X a Y de Z líneas' (SPEC.md §2). */
export const pageRangeText = (from: number, to: number, total: number, noun: string) =>
  `Mostrando ${from} a ${to} de ${total} ${noun}`;

/**
 * The same numbers for a page the server cut: `page` and `pageSize` as answered, `shown` the
 * number of items on it. Feed the result to <Pagination>.
 */
export function serverPage(
  total: number,
  page: number,
  pageSize: number,
  shown: number,
): Omit<PageSlice<never>, 'items'> {
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const start = (page - 1) * pageSize;
  return {
    page,
    totalPages,
    total,
    from: shown === 0 ? 0 : start + 1,
    to: start + shown,
  };
}
