import type { Envelope } from '@taller/shared/http/envelope';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { refreshWhatsApp } from './whatsapp-keys';

/** A change to one client's conversation: its toast carries the client's id. */
export const useConversationChange = <I extends { clientId: number }, R>(
  kind: 'reply' | 'consent',
  call: (input: I) => Promise<Envelope<R>>,
) =>
  useEnvelopeMutation({
    call,
    successToastId: (input) => `whatsapp-${kind}-${input.clientId}`,
    errorToastId: `whatsapp-${kind}-error`,
    invalidate: refreshWhatsApp,
  });
