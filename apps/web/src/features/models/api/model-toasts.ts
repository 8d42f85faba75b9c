import { MODEL_MESSAGES as M } from '@taller/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * Toast ids: a toast shown again with the same id within 2 s is suppressed (SPEC.md §8). A
 * success about one model carries that model's id, so two models created or deleted in quick
 * succession each get their toast.
 */
export const MODEL_TOAST_IDS = {
  invalidForm: 'model-form-invalid',
  waitForUploads: 'model-form-uploading',
  createSuccess: (id: number) => `model-create-success-${id}`,
  createError: 'model-create-error',
  updateSuccess: 'model-update-success',
  updateError: 'model-update-error',
  deleteSuccess: (id: number) => `model-delete-success-${id}`,
  deleteError: 'model-delete-error',
  restoreSuccess: (id: number) => `model-restore-success-${id}`,
  restoreError: 'model-restore-error',
} as const;

const isBadRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;
const mentionsName = (message: string) => /nombre|name/i.test(message);

/**
 * SPEC.md §8: a 400 whose message mentions 'nombre' or 'name' means the name is taken; any
 * other 400 passes the server's message on; anything else is a plain failure.
 */
function saveErrorMessage(
  error: unknown,
  withMessage: (message: string) => string,
  plain: string,
): string {
  if (isBadRequest(error)) {
    return mentionsName(error.message) ? M.duplicateName : withMessage(error.message);
  }
  return plain;
}

export const createModelErrorMessage = (error: unknown) =>
  saveErrorMessage(error, M.createErrorWith, M.createError);

export const updateModelErrorMessage = (error: unknown) =>
  saveErrorMessage(error, M.updateErrorWith, M.updateError);

/** The server's own words to show beside the name field when a 400 concerns the name. */
export const nameFieldError = (error: unknown): string | null =>
  isBadRequest(error) && mentionsName(error.message) ? error.message : null;

/** A restore refused with 409 says why (name taken, line deleted); the rest is generic. */
export const restoreModelErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 409 ? error.message : M.restoreError;
