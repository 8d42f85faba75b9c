import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { whatsappKeys } from './whatsapp-keys';

export const useWhatsAppTemplates = (enabled: boolean) =>
  useApiQuery(whatsappKeys.templates, (signal) => api.GET('/whatsapp/templates', { signal }), {
    enabled,
  });
