import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { LATEST_COUNT, notificationKeys } from './notification-keys';

/** GET /api/notification: the bell's latest, with the unread count. */
export const useLatestNotifications = (enabled = true) =>
  useApiQuery(
    notificationKeys.latest,
    (signal) => api.GET('/notification', { params: { query: { pageSize: LATEST_COUNT } }, signal }),
    { enabled },
  );
