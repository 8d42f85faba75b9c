/** Toast ids (SPEC.md §8 dedup): successes about one client carry its id. */
export const CLIENT_TOAST_IDS = {
  invalidForm: 'client-form-invalid',
  createSuccess: (id: number) => `client-create-success-${id}`,
  createError: 'client-create-error',
  updateSuccess: (id: number) => `client-update-success-${id}`,
  updateError: 'client-update-error',
  deleteSuccess: (id: number) => `client-delete-success-${id}`,
  deleteError: 'client-delete-error',
  restoreSuccess: (id: number) => `client-restore-success-${id}`,
  restoreError: 'client-restore-error',
  linkSuccess: (id: number) => `client-link-success-${id}`,
  linkError: 'client-link-error',
} as const;
