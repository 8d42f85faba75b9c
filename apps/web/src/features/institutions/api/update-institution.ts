import { useRecordMutation } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { institutionApi, institutionKeys, invalidateInstitutionLists } from './institution-keys';

/** PUT /api/institution/update: only the fields sent change. */
export const useUpdateInstitution = () =>
  useRecordMutation('update', institutionApi, {
    // The clients list shows the institution's name (the clients feature's keys, by resource).
    invalidate: (qc, input) =>
      invalidateInstitutionLists(
        qc,
        institutionKeys.detail(input.id),
        resourceKeys('clients').lists,
      ),
  });
