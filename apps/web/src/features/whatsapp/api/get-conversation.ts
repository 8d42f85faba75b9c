import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { whatsappKeys } from './whatsapp-keys';

export const useConversation = (clientId: number | null) =>
  useApiQuery(
    whatsappKeys.conversation(clientId ?? 0),
    (signal) =>
      api.GET('/whatsapp/conversations/{clientId}', {
        params: { path: { clientId: clientId ?? 0 } },
        signal,
      }),
    { enabled: clientId !== null },
  );
