import type { Institution, UpdateInstitutionInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { institutionKeys, invalidateInstitutionLists } from './institution-keys';
import { INSTITUTION_TOAST_IDS } from './institution-toasts';

/** PUT /api/institution/update: only the fields sent change. */
export const updateInstitution = (input: UpdateInstitutionInput) =>
  api.put<Institution>('/institution/update', input);

export const useUpdateInstitution = () =>
  useEnvelopeMutation({
    call: updateInstitution,
    successToastId: (input) => INSTITUTION_TOAST_IDS.updateSuccess(input.id),
    errorToastId: INSTITUTION_TOAST_IDS.updateError,
    // The clients list shows the institution's name (the clients feature's keys, by resource).
    invalidate: (qc, input) =>
      invalidateInstitutionLists(
        qc,
        institutionKeys.detail(input.id),
        resourceKeys('clients').lists,
      ),
  });
