import type { WhatsAppTemplates } from '@taller/shared/whatsapp/whatsapp.schema';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { whatsappKeys } from './whatsapp-keys';

export const useSaveTemplates = () =>
  useSettingsMutation(
    (body: WhatsAppTemplates) => unwrap(api.PUT('/whatsapp/templates', { body })),
    'whatsapp-templates',
    whatsappKeys.all,
  );
