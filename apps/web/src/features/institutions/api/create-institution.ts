import { useRecordMutation } from '../../../resource/record-mutation';
import { institutionApi, invalidateInstitutionLists } from './institution-keys';

/** POST /api/institution/create. */
export const useCreateInstitution = () =>
  useRecordMutation('create', institutionApi, {
    invalidate: (qc) => invalidateInstitutionLists(qc),
  });
