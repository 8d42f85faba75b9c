import type { QueryValue } from '../lib/list-query';

/**
 * TanStack Query keys of a server-paginated resource (CONVENTIONS.md): ['users', 'list', params]
 * is one page (live or trash), ['users', id] one record. Invalidating ['users', 'list'] refreshes
 * every page without touching the records.
 */
export const resourceKeys = <R extends string>(resource: R) => ({
  all: [resource] as const,
  lists: [resource, 'list'] as const,
  list: (params: Record<string, QueryValue>) => [resource, 'list', params] as const,
  detail: (id: number) => [resource, id] as const,
});
