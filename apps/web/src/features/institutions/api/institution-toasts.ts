/** Toast ids (SPEC.md §8 dedup): successes about one institution carry its id. */
export const INSTITUTION_TOAST_IDS = {
  invalidForm: 'institution-form-invalid',
  createSuccess: (id: number) => `institution-create-success-${id}`,
  createError: 'institution-create-error',
  updateSuccess: (id: number) => `institution-update-success-${id}`,
  updateError: 'institution-update-error',
  deleteSuccess: (id: number) => `institution-delete-success-${id}`,
  deleteError: 'institution-delete-error',
  restoreSuccess: (id: number) => `institution-restore-success-${id}`,
  restoreError: 'institution-restore-error',
} as const;
