import { LINE_MESSAGES as M } from '@taller/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * Toast ids: a toast shown again with the same id within 2 s is suppressed (SPEC.md §8). Update
 * toasts share one id (SPEC.md §8 dedups them); a success about one line carries that line's id
 * so that two lines created or deleted in quick succession each get their toast.
 */
export const LINE_TOAST_IDS = {
  invalidForm: 'line-form-invalid',
  createSuccess: (id: number) => `line-create-success-${id}`,
  createError: 'line-create-error',
  updateSuccess: 'line-update-success',
  updateError: 'line-update-error',
  deleteSuccess: (id: number) => `line-delete-success-${id}`,
  deleteError: 'line-delete-error',
  restoreSuccess: (id: number) => `line-restore-success-${id}`,
  restoreError: 'line-restore-error',
} as const;

const isBadRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;
const mentionsName = (message: string) => /nombre|name/i.test(message);

/**
 * SPEC.md §8 update failure: a 400 about the name means the name is taken; any other 400 passes
 * the server's message on; anything else is a plain failure.
 */
export function updateLineErrorMessage(error: unknown): string {
  if (isBadRequest(error)) {
    return mentionsName(error.message) ? M.duplicateName : M.updateErrorWith(error.message);
  }
  return M.updateError;
}

/** The server's own words to show beside the name field when a 400 concerns the name. */
export const nameFieldError = (error: unknown): string | null =>
  isBadRequest(error) && mentionsName(error.message) ? error.message : null;

/** A restore refused because the name was taken meanwhile (409) says so; the rest is generic. */
export const restoreLineErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 409 ? M.duplicateName : M.restoreError;
