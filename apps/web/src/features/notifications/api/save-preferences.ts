import type { NotificationPreferences } from '@taller/shared/notifications/notification.schema';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { notificationKeys } from './notification-keys';

export const useSavePreferences = () =>
  useSettingsMutation(
    (body: NotificationPreferences) => unwrap(api.PUT('/notification/preferences', { body })),
    'notification-preferences',
    notificationKeys.preferences,
  );
