import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-keys';

/** ['packages', 'list', params] one page (live or trash), ['packages', id] one pack. */
export const packageKeys = resourceKeys('packages');

/** A pack was added, changed, deleted or restored: its lists (and its products' delete check). */
export const invalidatePackageLists = (queryClient: QueryClient, ...more: (readonly unknown[])[]) =>
  Promise.all(
    [packageKeys.lists, ...more].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
