import type {
  UpdateWhatsAppSettingsInput,
  WhatsAppConversation,
  WhatsAppMessage,
  WhatsAppSettings,
  WhatsAppTemplates,
} from '@taller/shared/whatsapp/whatsapp.schema';
import type { Envelope } from '@taller/shared/http/envelope';
import type { Page } from '@taller/shared/http/list-query';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';
import { toQueryString, type QueryValue } from '../../../lib/list-query';
import { useEnvelopeMutation, useSettingsMutation } from '../../../lib/toast-mutation';

/** ['whatsapp', 'messages', params] the log; ['whatsapp', 'conversation', id]; settings; templates. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  messages: (params: Record<string, QueryValue>) => ['whatsapp', 'messages', params] as const,
  conversation: (clientId: number) => ['whatsapp', 'conversation', clientId] as const,
  settings: ['whatsapp', 'settings'] as const,
  templates: ['whatsapp', 'templates'] as const,
};

const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: whatsappKeys.all });

export const useWhatsAppMessages = (params: Record<string, QueryValue>) =>
  useApiQuery<Page<WhatsAppMessage>>(
    whatsappKeys.messages(params),
    `/whatsapp/messages${toQueryString(params)}`,
    { placeholderData: keepPreviousData },
  );

export const useConversation = (clientId: number | null) =>
  useApiQuery<WhatsAppConversation>(
    whatsappKeys.conversation(clientId ?? 0),
    `/whatsapp/conversations/${clientId}`,
    { enabled: clientId !== null },
  );

export const useWhatsAppSettings = (enabled: boolean) =>
  useApiQuery<WhatsAppSettings>(whatsappKeys.settings, '/whatsapp/settings', { enabled });

export const useWhatsAppTemplates = (enabled: boolean) =>
  useApiQuery<WhatsAppTemplates>(whatsappKeys.templates, '/whatsapp/templates', { enabled });

export const useSaveSettings = () =>
  useSettingsMutation<UpdateWhatsAppSettingsInput, WhatsAppSettings>(
    '/whatsapp/settings',
    'whatsapp-settings',
    whatsappKeys.all,
  );

export const useSaveTemplates = () =>
  useSettingsMutation<WhatsAppTemplates>(
    '/whatsapp/templates',
    'whatsapp-templates',
    whatsappKeys.all,
  );

export const useRetryMessage = () =>
  useEnvelopeMutation({
    call: (id: number) => api.post<WhatsAppMessage>(`/whatsapp/messages/${id}/retry`),
    successToastId: (id) => `whatsapp-retry-${id}`,
    errorToastId: 'whatsapp-retry-error',
    invalidate: refreshAll,
  });

/** A change to one client's conversation: its toast carries the client's id. */
const useConversationChange = <I extends { clientId: number }, R>(
  kind: 'reply' | 'consent',
  call: (input: I) => Promise<Envelope<R>>,
) =>
  useEnvelopeMutation({
    call,
    successToastId: (input) => `whatsapp-${kind}-${input.clientId}`,
    errorToastId: `whatsapp-${kind}-error`,
    invalidate: refreshAll,
  });

export const useReply = () =>
  useConversationChange('reply', (input: { clientId: number; text: string }) =>
    api.post<WhatsAppMessage>('/whatsapp/reply', input),
  );

export const useConsent = () =>
  useConversationChange('consent', (input: { clientId: number; optIn: boolean }) =>
    api.put<WhatsAppConversation>('/whatsapp/consent', input),
  );
