import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { notificationKeys } from './notification-keys';

export const useRecipients = (enabled: boolean) =>
  useApiQuery(
    notificationKeys.recipients,
    (signal) => api.GET('/notification/recipients', { signal }),
    { enabled },
  );
