import type { SiatCatalogueName } from '@taller/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call, SILENT } from '../../../api/client';
import { useDebouncedValue } from '../../../lib/list-query';
import { siatKeys } from './siat-keys';

export const CATALOGUE_PAGE_SIZE = 20;

/**
 * GET /api/siat/catalogue/{name}?q=…: the entries matching what was typed (asked once the user
 * pauses), a page at a time; `activityCode` narrows products to an activity.
 */
export function useCatalogueOptions(
  name: SiatCatalogueName,
  search: string,
  enabled: boolean,
  activityCode?: string,
) {
  const q = useDebouncedValue(search.trim());
  return useInfiniteQuery({
    queryKey: siatKeys.catalogue(name, q, activityCode),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.GET('/siat/catalogue/{name}', {
          params: {
            path: { name },
            query: {
              page: pageParam,
              pageSize: CATALOGUE_PAGE_SIZE,
              ...(q ? { q } : {}),
              ...(activityCode ? { activityCode } : {}),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) =>
      pages.length * CATALOGUE_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The entry of a stored code (its description for a picker showing a saved choice). */
export function useCatalogueEntry(name: SiatCatalogueName, code: string | null) {
  return useQuery({
    queryKey: [...siatKeys.catalogue(name, code ?? ''), 'entry'],
    queryFn: async ({ signal }) => {
      const page = await call(
        api.GET('/siat/catalogue/{name}', {
          params: { path: { name }, query: { page: 1, pageSize: CATALOGUE_PAGE_SIZE, q: code! } },
          signal,
          ...SILENT,
        }),
      );
      return page.items.find((entry) => entry.code === code) ?? null;
    },
    enabled: code !== null,
    staleTime: 5 * 60_000,
  });
}
