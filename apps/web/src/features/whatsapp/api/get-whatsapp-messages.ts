import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { QueryValue } from '../../../lib/list-query';
import { whatsappKeys } from './whatsapp-keys';

export const useWhatsAppMessages = (params: Record<string, QueryValue>) =>
  useQuery({
    queryKey: whatsappKeys.messages(params),
    queryFn: async () => (await getPage('/whatsapp/messages', params)).data,
    placeholderData: keepPreviousData,
  });
