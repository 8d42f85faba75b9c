/**
 * TanStack Query keys of models (CONVENTIONS.md): ['models', 'line', lineId] is a line's list,
 * ['models', id] one model. Every list (and trash) sits under ['models', 'line'].
 */
export const modelKeys = {
  lists: ['models', 'line'] as const,
  list: (lineId: number) => ['models', 'line', lineId] as const,
  trash: (lineId: number) => ['models', 'line', lineId, 'trash'] as const,
  detail: (id: number) => ['models', id] as const,
};
