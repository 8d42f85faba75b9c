import type { CreateInstitutionInput, Institution } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateInstitutionLists } from './institution-keys';
import { INSTITUTION_TOAST_IDS } from './institution-toasts';

/** POST /api/institution/create. */
export const createInstitution = (input: CreateInstitutionInput) =>
  api.post<Institution>('/institution/create', input);

export const useCreateInstitution = () =>
  useEnvelopeMutation({
    call: createInstitution,
    successToastId: (_input, institution) => INSTITUTION_TOAST_IDS.createSuccess(institution.id),
    errorToastId: INSTITUTION_TOAST_IDS.createError,
    invalidate: (qc) => invalidateInstitutionLists(qc),
  });
