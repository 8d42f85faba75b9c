import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { whatsappKeys } from './whatsapp-keys';

export const useWhatsAppSettings = (enabled: boolean) =>
  useApiQuery(whatsappKeys.settings, (signal) => api.GET('/whatsapp/settings', { signal }), {
    enabled,
  });
