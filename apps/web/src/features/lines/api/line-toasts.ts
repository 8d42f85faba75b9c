import { LINE_MESSAGES as M } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveErrorMessage } from '../../../lib/name-errors';
import { restoreErrorMessage, type TrashApi } from '../../../resource/record-mutation';
import { recordToastIds } from '../../../resource/toast-ids';

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
export const updateLineErrorMessage = (error: unknown) => saveErrorMessage(error, M, 'update');

/** A restore refused with 409 says why in the server's words; the rest is generic. */
export const restoreLineErrorMessage = (error: unknown) => restoreErrorMessage(M, error);

/** Lines in and out of the trash, with their own texts (SPEC.md §8). */
export const LINE_TRASH: TrashApi = {
  calls: {
    delete: ({ id }) => unwrap(api.DELETE('/line/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }) => unwrap(api.POST('/line/restore/{id}', { params: { path: { id } } })),
  },
  tag: 'lines',
  texts: M,
  toastIds: LINE_TOAST_IDS,
};
