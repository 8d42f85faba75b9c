import { useRecordMutation } from '../../../resource/record-mutation';
import { institutionApi, invalidateInstitutionLists } from './institution-keys';

/** POST /api/institution/restore/{id}. */
export const useRestoreInstitution = () =>
  useRecordMutation('restore', institutionApi, {
    invalidate: (qc) => invalidateInstitutionLists(qc),
  });
