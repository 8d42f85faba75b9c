import type { UpdateClientInput } from '@taller/shared';
import { offerPasswordLink } from '../../../lib/password-link';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { showUpdatedClient } from './client-invalidation';
import { clientApi } from './client-keys';
import { CLIENT_TOAST_IDS } from './client-toasts';

export type UpdateClientVariables = UpdateClientInput & {
  /** The institution before the change, whose details also change. */
  previousInstitutionId?: number | null;
};

/** PUT /api/client/update: only the fields sent change (activate/deactivate: id and status). */
export const updateClient = ({ previousInstitutionId: _, ...input }: UpdateClientVariables) =>
  clientApi.calls.update(input);

export const useUpdateClient = () =>
  useEnvelopeMutation({
    call: updateClient,
    successToastId: (input) => CLIENT_TOAST_IDS.updateSuccess(input.id),
    errorToastId: CLIENT_TOAST_IDS.updateError,
    // 'Crear acceso' on an existing client invites it.
    afterSuccess: (_input, client) => offerPasswordLink(client, 'invite'),
    invalidate: (qc, input, client) => showUpdatedClient(qc, client, input.previousInstitutionId),
  });
