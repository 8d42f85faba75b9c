import { useRecordMutation } from '../../../resource/record-mutation';
import { institutionApi, institutionKeys, invalidateInstitutionLists } from './institution-keys';

/** DELETE /api/institution/delete/{id}: refused while live clients belong to it. */
export const useDeleteInstitution = () =>
  useRecordMutation('delete', institutionApi, {
    invalidate: (qc, institution) => {
      qc.removeQueries({ queryKey: institutionKeys.detail(institution.id) });
      return invalidateInstitutionLists(qc);
    },
  });
