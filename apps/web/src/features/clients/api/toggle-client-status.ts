import type { Client } from '@taller/shared';
import {
  formerStatus,
  isActiveRecord,
  statusToggledMessage,
  toggledStatus,
} from '../../../resource/status-toggle';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { showUpdatedClient } from './client-invalidation';
import { CLIENT_TOAST_IDS } from './client-toasts';
import { updateClient } from './update-client';

/** 'Activar' / 'Desactivar' a client: the toast names the result ('Cliente Luis activado'). */
export const useToggleClientStatus = () =>
  useEnvelopeMutation({
    call: (client: Client) => updateClient(toggledStatus(client)),
    successToastId: (client) => `${CLIENT_TOAST_IDS.updateSuccess(client.id)}-${client.status}`,
    // 'Deshacer' puts the status back as it was.
    undo: async (client) => {
      await updateClient(formerStatus(client));
      return statusToggledMessage('Cliente', client.name, !isActiveRecord(client));
    },
    successMessage: (client) =>
      statusToggledMessage('Cliente', client.name, isActiveRecord(client)),
    errorToastId: CLIENT_TOAST_IDS.updateError,
    invalidate: (qc, _client, updated) => showUpdatedClient(qc, updated),
  });
