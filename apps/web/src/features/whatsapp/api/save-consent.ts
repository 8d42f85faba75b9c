import { api, unwrap } from '../../../api/client';
import { useConversationChange } from './conversation-change';

export const useConsent = () =>
  useConversationChange('consent', (input: { clientId: number; optIn: boolean }) =>
    unwrap(api.PUT('/whatsapp/consent', { body: input })),
  );
