import type { WhatsAppConsentChange } from '@taller/shared/whatsapp/whatsapp.schema';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { refreshWhatsApp, whatsappKeys } from './whatsapp-keys';

/** Staff record a client's consent (or its withdrawal) from the client's record. */
export const useSaveClientConsent = (clientId: number) =>
  useEnvelopeMutation({
    call: (body: WhatsAppConsentChange) =>
      unwrap(
        api.PUT('/client/{id}/whatsapp-consent', { params: { path: { id: clientId } }, body }),
      ),
    successToastId: () => `whatsapp-consent-${clientId}`,
    errorToastId: 'whatsapp-consent-error',
    invalidate: refreshWhatsApp,
  });

/** The signed-in client's own consent and the text they are offered. */
export const useOwnConsent = () =>
  useApiQuery(whatsappKeys.ownConsent, (signal) =>
    api.GET('/client-area/whatsapp-consent', { signal }),
  );

export const useSaveOwnConsent = () =>
  useEnvelopeMutation({
    call: (body: WhatsAppConsentChange) =>
      unwrap(api.PUT('/client-area/whatsapp-consent', { body })),
    successToastId: () => 'whatsapp-own-consent',
    errorToastId: 'whatsapp-own-consent-error',
    invalidate: refreshWhatsApp,
  });
