/** Toast ids (SPEC.md §8 dedup): successes about one account carry its id. */
export const USER_TOAST_IDS = {
  invalidForm: 'user-form-invalid',
  createSuccess: (id: number) => `user-create-success-${id}`,
  createError: 'user-create-error',
  updateSuccess: (id: number) => `user-update-success-${id}`,
  updateError: 'user-update-error',
  deleteSuccess: (id: number) => `user-delete-success-${id}`,
  deleteError: 'user-delete-error',
  restoreSuccess: (id: number) => `user-restore-success-${id}`,
  restoreError: 'user-restore-error',
  linkSuccess: (id: number) => `user-link-success-${id}`,
  linkError: 'user-link-error',
} as const;
