import type { QueryClient } from '@tanstack/react-query';
import { lineKeys } from './line-keys';

/**
 * What a line change touches (SPEC.md §7): the list (only its own key: not the trash, the
 * active lines nor one line) and the active lines, plus the given keys (the trash, one line).
 */
export const invalidateLines = (
  queryClient: QueryClient,
  ...more: (readonly (string | number)[])[]
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: lineKeys.list, exact: true }),
    ...more.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: lineKeys.active }),
  ]);
