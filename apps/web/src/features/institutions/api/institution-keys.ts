import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * ['institutions', 'list', params] one page (live or trash), ['institutions', id] one with its
 * clients, ['institutions', 'options'] the active ones for pickers.
 */
export const institutionKeys = {
  ...resourceKeys('institutions'),
  options: ['institutions', 'options'] as const,
};

/** An institution was added, changed, deleted or restored: its lists and the pickers' options. */
export const invalidateInstitutionLists = (
  queryClient: QueryClient,
  ...more: (readonly unknown[])[]
) =>
  Promise.all(
    [institutionKeys.lists, institutionKeys.options, ...more].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
