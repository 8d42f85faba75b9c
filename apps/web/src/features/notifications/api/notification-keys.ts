import type {
  Notification,
  NotificationPage,
} from '@taller/shared/notifications/notification.schema';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../resource/resource-keys';

/** ['notifications', 'list', params] a page of the screen; ['notifications', 'latest'] the bell's. */
export const notificationKeys = {
  ...resourceKeys('notifications'),
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
  recipients: ['notifications', 'recipients'] as const,
};

/** How many the bell's panel shows. */
export const LATEST_COUNT = 8;

/** A notification came live: it heads the bell's list and counts as unread; pages reload. */
export function addLiveNotification(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueryData<NotificationPage>(notificationKeys.latest, (page) =>
    page
      ? {
          ...page,
          items: [notification, ...page.items.filter((n) => n.id !== notification.id)].slice(
            0,
            LATEST_COUNT,
          ),
          total: page.total + 1,
          unread: page.unread + 1,
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}

/** The unread count changed elsewhere (another tab read some): the bell and pages reload. */
export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
