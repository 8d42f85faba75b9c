import type { RecipientsSettings } from '@taller/shared/notifications/notification.schema';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { notificationKeys } from './notification-keys';

export const useSaveRecipients = () =>
  useSettingsMutation(
    (body: RecipientsSettings) => unwrap(api.PUT('/notification/recipients', { body })),
    'notification-recipients',
    notificationKeys.recipients,
  );
