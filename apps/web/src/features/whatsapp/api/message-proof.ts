import type { WhatsAppProofInput } from '@taller/shared/whatsapp/whatsapp.schema';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { refreshWhatsApp, whatsappKeys } from './whatsapp-keys';

/** The open orders of the client who sent a message: where its file may go as a proof. */
export const useSenderOrders = (messageId: number) =>
  useApiQuery(whatsappKeys.senderOrders(messageId), (signal) =>
    api.GET('/whatsapp/message/{id}/orders', { params: { path: { id: messageId } }, signal }),
  );

/** One step: the message's file becomes a pending proof of the order chosen. */
export const useProofFromMessage = (messageId: number) =>
  useEnvelopeMutation({
    call: (body: WhatsAppProofInput) =>
      unwrap(
        api.POST('/whatsapp/message/{id}/proof', { params: { path: { id: messageId } }, body }),
      ),
    successToastId: () => `whatsapp-proof-${messageId}`,
    errorToastId: 'whatsapp-proof-error',
    invalidate: (queryClient) =>
      Promise.all([
        refreshWhatsApp(queryClient),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  });

/** The message's file, fetched with the session (private, never at /media/). */
export const messageFile = (messageId: number) => () =>
  api.GET('/whatsapp/message/{id}/file', {
    params: { path: { id: messageId } },
    parseAs: 'blob',
  });
