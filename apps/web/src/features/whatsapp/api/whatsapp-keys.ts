import { type QueryClient } from '@tanstack/react-query';
import type { QueryValue } from '../../../lib/list-query';

/** ['whatsapp', 'messages', params] the log; ['whatsapp', 'conversation', id]; settings; templates. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  messages: (params: Record<string, QueryValue>) => ['whatsapp', 'messages', params] as const,
  conversation: (clientId: number) => ['whatsapp', 'conversation', clientId] as const,
  settings: ['whatsapp', 'settings'] as const,
  templates: ['whatsapp', 'templates'] as const,
  preview: (kind: string) => ['whatsapp', 'preview', kind] as const,
  ownConsent: ['whatsapp', 'own-consent'] as const,
  senderOrders: (messageId: number) => ['whatsapp', 'sender-orders', messageId] as const,
};

/** Anything changed on WhatsApp: the log, the conversations, the settings. */
export const refreshWhatsApp = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: whatsappKeys.all });
