import { api, unwrap } from '../../../api/client';
import { useConversationChange } from './conversation-change';

export const useReply = () =>
  useConversationChange('reply', (input: { clientId: number; text: string }) =>
    unwrap(api.POST('/whatsapp/reply', { body: input })),
  );
