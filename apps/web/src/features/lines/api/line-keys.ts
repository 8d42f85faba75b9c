/** TanStack Query keys of lines (CONVENTIONS.md): ['lines'] is the list, ['lines', id] one line. */
export const lineKeys = {
  list: ['lines'] as const,
  detail: (id: number) => ['lines', id] as const,
  trash: ['lines', 'trash'] as const,
  active: ['lines', 'active'] as const,
};
