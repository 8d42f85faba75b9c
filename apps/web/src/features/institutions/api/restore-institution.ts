import type { Institution } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateInstitutionLists } from './institution-keys';
import { INSTITUTION_TOAST_IDS } from './institution-toasts';

/** POST /api/institution/restore/{id}. */
export const restoreInstitution = (institution: Pick<Institution, 'id'>) =>
  api.post<Institution>(`/institution/restore/${institution.id}`);

export const useRestoreInstitution = () =>
  useEnvelopeMutation({
    call: restoreInstitution,
    successToastId: (institution) => INSTITUTION_TOAST_IDS.restoreSuccess(institution.id),
    errorToastId: INSTITUTION_TOAST_IDS.restoreError,
    invalidate: (qc) => invalidateInstitutionLists(qc),
  });
