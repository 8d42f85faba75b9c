import { LINE_MESSAGES as M } from '@taller/shared';
import { ApiError } from '../../../lib/api-client';
import { saveErrorMessage } from '../../../lib/name-errors';
import { recordToastIds } from '../../../lib/toast-ids';

/**
 * Toast ids: a toast shown again with the same id within 2 s is suppressed (SPEC.md §8). Update
 * toasts share one id (SPEC.md §8 dedups them); a success about one line carries that line's id
 * so that two lines created or deleted in quick succession each get their toast.
 */
export const LINE_TOAST_IDS = {
  ...recordToastIds('line'),
  updateSuccess: 'line-update-success',
};

/** SPEC.md §8 update failure: name taken, another 400's message, or a plain failure. */
export const updateLineErrorMessage = (error: unknown) =>
  saveErrorMessage(error, {
    duplicateName: M.duplicateName,
    withMessage: M.updateErrorWith,
    plain: M.updateError,
  });

/**
 * A restore refused with 409 says why in the server's words (the name was taken meanwhile, or the
 * line is no longer in the trash); the rest is generic.
 */
export const restoreLineErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 409 ? error.message : M.restoreError;
