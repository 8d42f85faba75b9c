import type {
  UpdateWhatsAppSettingsInput,
  WhatsAppConversation,
  WhatsAppMessage,
  WhatsAppSettings,
  WhatsAppTemplates,
} from '@taller/shared/whatsapp/whatsapp.schema';
import type { Page } from '@taller/shared/http/list-query';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryValue } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

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
  useQuery({
    queryKey: whatsappKeys.messages(params),
    queryFn: async () =>
      (await api.get<Page<WhatsAppMessage>>(`/whatsapp/messages${toQueryString(params)}`)).data,
    placeholderData: keepPreviousData,
  });

export const useConversation = (clientId: number | null) =>
  useQuery({
    queryKey: whatsappKeys.conversation(clientId ?? 0),
    queryFn: async () =>
      (await api.get<WhatsAppConversation>(`/whatsapp/conversations/${clientId}`)).data,
    enabled: clientId !== null,
  });

export const useWhatsAppSettings = (enabled: boolean) =>
  useQuery({
    queryKey: whatsappKeys.settings,
    queryFn: async () => (await api.get<WhatsAppSettings>('/whatsapp/settings')).data,
    enabled,
  });

export const useWhatsAppTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: whatsappKeys.templates,
    queryFn: async () => (await api.get<WhatsAppTemplates>('/whatsapp/templates')).data,
    enabled,
  });

export const useSaveSettings = () =>
  useEnvelopeMutation({
    call: (input: UpdateWhatsAppSettingsInput) =>
      api.put<WhatsAppSettings>('/whatsapp/settings', input),
    successToastId: () => 'whatsapp-settings',
    errorToastId: 'whatsapp-settings-error',
    invalidate: refreshAll,
  });

export const useSaveTemplates = () =>
  useEnvelopeMutation({
    call: (input: WhatsAppTemplates) => api.put<WhatsAppTemplates>('/whatsapp/templates', input),
    successToastId: () => 'whatsapp-templates',
    errorToastId: 'whatsapp-templates-error',
    invalidate: refreshAll,
  });

export const useRetryMessage = () =>
  useEnvelopeMutation({
    call: (id: number) => api.post<WhatsAppMessage>(`/whatsapp/messages/${id}/retry`),
    successToastId: (id) => `whatsapp-retry-${id}`,
    errorToastId: 'whatsapp-retry-error',
    invalidate: refreshAll,
  });

export const useReply = () =>
  useEnvelopeMutation({
    call: (input: { clientId: number; text: string }) =>
      api.post<WhatsAppMessage>('/whatsapp/reply', input),
    successToastId: (input) => `whatsapp-reply-${input.clientId}`,
    errorToastId: 'whatsapp-reply-error',
    invalidate: refreshAll,
  });

export const useConsent = () =>
  useEnvelopeMutation({
    call: (input: { clientId: number; optIn: boolean }) =>
      api.put<WhatsAppConversation>('/whatsapp/consent', input),
    successToastId: (input) => `whatsapp-consent-${input.clientId}`,
    errorToastId: 'whatsapp-consent-error',
    invalidate: refreshAll,
  });
