/**
 * The toast ids of one resource's screen (SPEC.md §8: the same id within 2 s is shown once). A
 * success about one record carries its id, so that two records changed in quick succession each
 * get their toast; failures of one kind share one id.
 */
export const recordToastIds = (resource: string) => ({
  invalidForm: `${resource}-form-invalid`,
  createSuccess: (id: number) => `${resource}-create-success-${id}`,
  createError: `${resource}-create-error`,
  updateSuccess: (id: number) => `${resource}-update-success-${id}`,
  updateError: `${resource}-update-error`,
  deleteSuccess: (id: number) => `${resource}-delete-success-${id}`,
  deleteError: `${resource}-delete-error`,
  restoreSuccess: (id: number) => `${resource}-restore-success-${id}`,
  restoreError: `${resource}-restore-error`,
  linkSuccess: (id: number) => `${resource}-link-success-${id}`,
  linkError: `${resource}-link-error`,
});
