import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { notificationKeys } from './notification-keys';

export const usePreferences = () =>
  useApiQuery(notificationKeys.preferences, (signal) =>
    api.GET('/notification/preferences', { signal }),
  );
