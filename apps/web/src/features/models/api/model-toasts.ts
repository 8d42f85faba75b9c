import { MODEL_MESSAGES as M } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveErrorMessage } from '../../../lib/name-errors';
import { restoreErrorMessage, type TrashApi } from '../../../resource/record-mutation';
import { recordToastIds } from '../../../resource/toast-ids';

/**
 * Toast ids: a toast shown again with the same id within 2 s is suppressed (SPEC.md §8). A
 * success about one model carries that model's id, so two models created or deleted in quick
 * succession each get their toast.
 */
export const MODEL_TOAST_IDS = {
  ...recordToastIds('model'),
  waitForUploads: 'model-form-uploading',
  updateSuccess: 'model-update-success',
};

/** SPEC.md §8 save failures: name taken, another 400's message, or a plain failure. */
export const createModelErrorMessage = (error: unknown) => saveErrorMessage(error, M, 'create');

export const updateModelErrorMessage = (error: unknown) => saveErrorMessage(error, M, 'update');

/** A restore refused with 409 says why (name taken, line deleted); the rest is generic. */
export const restoreModelErrorMessage = (error: unknown) => restoreErrorMessage(M, error);

/** Models in and out of their line's trash, with their own texts (SPEC.md §8). */
export const MODEL_TRASH: TrashApi = {
  calls: {
    delete: ({ id }) => unwrap(api.DELETE('/model/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }) => unwrap(api.POST('/model/restore/{id}', { params: { path: { id } } })),
  },
  tag: 'models',
  texts: M,
  toastIds: MODEL_TOAST_IDS,
};
