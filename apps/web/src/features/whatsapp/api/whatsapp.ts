import type {
  UpdateWhatsAppSettingsInput,
  WhatsAppTemplates,
} from '@taller/shared/whatsapp/whatsapp.schema';
import type { Envelope } from '@taller/shared/http/envelope';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, getPage, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { QueryValue } from '../../../lib/list-query';
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
  useQuery({
    queryKey: whatsappKeys.messages(params),
    queryFn: async () => (await getPage('/whatsapp/messages', params)).data,
    placeholderData: keepPreviousData,
  });

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

export const useWhatsAppSettings = (enabled: boolean) =>
  useApiQuery(whatsappKeys.settings, (signal) => api.GET('/whatsapp/settings', { signal }), {
    enabled,
  });

export const useWhatsAppTemplates = (enabled: boolean) =>
  useApiQuery(whatsappKeys.templates, (signal) => api.GET('/whatsapp/templates', { signal }), {
    enabled,
  });

export const useSaveSettings = () =>
  useSettingsMutation(
    (body: UpdateWhatsAppSettingsInput) => unwrap(api.PUT('/whatsapp/settings', { body })),
    'whatsapp-settings',
    whatsappKeys.all,
  );

export const useSaveTemplates = () =>
  useSettingsMutation(
    (body: WhatsAppTemplates) => unwrap(api.PUT('/whatsapp/templates', { body })),
    'whatsapp-templates',
    whatsappKeys.all,
  );

export const useRetryMessage = () =>
  useEnvelopeMutation({
    call: (id: number) =>
      unwrap(api.POST('/whatsapp/messages/{id}/retry', { params: { path: { id } } })),
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
    unwrap(api.POST('/whatsapp/reply', { body: input })),
  );

export const useConsent = () =>
  useConversationChange('consent', (input: { clientId: number; optIn: boolean }) =>
    unwrap(api.PUT('/whatsapp/consent', { body: input })),
  );
