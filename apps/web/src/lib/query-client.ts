import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/core';

/** SPEC.md §9: unused entries dropped after 5 minutes; 3 retries, exponential backoff ≤ 30 s. */
export const QUERY_GC_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * How long a query a route's loader started stays fresh: the screen that mounts right after uses
 * it instead of asking again (the models list of a line is 2.8 MB for 2,000 models). Writes
 * invalidate their queries whatever this says.
 */
export const PREFETCH_FRESH_MS = 5000;

/** Client errors (4xx) are answers, not faults: never retried. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status < 500);

/** The client the app's provider made, for route loaders that start a query early. */
let activeClient: QueryClient | null = null;
export const activeQueryClient = () => activeClient;

export function createQueryClient() {
  activeClient = new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  return activeClient;
}
