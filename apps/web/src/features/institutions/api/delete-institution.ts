import type { Institution } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { institutionKeys, invalidateInstitutionLists } from './institution-keys';
import { INSTITUTION_TOAST_IDS } from './institution-toasts';

/** DELETE /api/institution/delete/{id}: refused while live clients belong to it. */
export const deleteInstitution = (institution: Pick<Institution, 'id'>) =>
  api.delete<Institution>(`/institution/delete/${institution.id}`);

export const useDeleteInstitution = () =>
  useEnvelopeMutation({
    call: deleteInstitution,
    successToastId: (institution) => INSTITUTION_TOAST_IDS.deleteSuccess(institution.id),
    errorToastId: INSTITUTION_TOAST_IDS.deleteError,
    invalidate: (qc, institution) => {
      qc.removeQueries({ queryKey: institutionKeys.detail(institution.id) });
      return invalidateInstitutionLists(qc);
    },
  });
