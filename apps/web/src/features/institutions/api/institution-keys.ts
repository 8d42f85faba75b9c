import { resourceKeys } from '../../../lib/resource-keys';

/**
 * ['institutions', 'list', params] one page (live or trash), ['institutions', id] one with its
 * clients, ['institutions', 'options'] the active ones for pickers.
 */
export const institutionKeys = {
  ...resourceKeys('institutions'),
  options: ['institutions', 'options'] as const,
};
