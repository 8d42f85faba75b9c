import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { refreshWhatsApp } from './whatsapp-keys';

export const useRetryMessage = () =>
  useEnvelopeMutation({
    call: (id: number) =>
      unwrap(api.POST('/whatsapp/messages/{id}/retry', { params: { path: { id } } })),
    successToastId: (id) => `whatsapp-retry-${id}`,
    errorToastId: 'whatsapp-retry-error',
    invalidate: refreshWhatsApp,
  });
