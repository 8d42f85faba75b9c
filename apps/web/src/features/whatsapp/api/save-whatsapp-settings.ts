import type { UpdateWhatsAppSettingsInput } from '@taller/shared/whatsapp/whatsapp.schema';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { whatsappKeys } from './whatsapp-keys';

export const useSaveSettings = () =>
  useSettingsMutation(
    (body: UpdateWhatsAppSettingsInput) => unwrap(api.PUT('/whatsapp/settings', { body })),
    'whatsapp-settings',
    whatsappKeys.all,
  );
