import type {
  NotificationPage,
  NotificationStreamEvent,
} from '@taller/shared/notifications/notification.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openEventStream } from '../../../api/event-stream';
import { addLiveNotification, notificationKeys, refreshNotifications } from './notification-keys';

/**
 * Keeps the bell live over Server-Sent Events while a shell is on screen: a new notification
 * heads the bell's list at once; a (re)connection or a read elsewhere reloads the count.
 */
export function useNotificationStream(): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    const stream = openEventStream('/notification/stream', {
      onLiveChange: setIsLive,
      onEvent: (_name, data) => {
        const event = JSON.parse(data) as NotificationStreamEvent;
        if (event.type === 'notification') {
          addLiveNotification(queryClient, event.notification);
          return;
        }
        const shown = queryClient.getQueryData<NotificationPage>(notificationKeys.latest);
        // Something may have come while the stream was down, or was read in another tab.
        if (!shown || shown.unread !== event.unread) refreshNotifications(queryClient);
      },
    });
    return () => stream.close();
  }, [queryClient]);
  return { isLive };
}
