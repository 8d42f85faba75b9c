import type {
  MarkReadInput,
  NotificationPage,
  NotificationPreferences,
  RecipientsSettings,
} from '@taller/shared/notifications/notification.schema';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation, useSettingsMutation } from '../../../lib/toast-mutation';
import { LATEST_COUNT, notificationKeys } from './notification-keys';

/** GET /api/notification: the bell's latest, with the unread count. */
export const useLatestNotifications = (enabled = true) =>
  useApiQuery<NotificationPage>(notificationKeys.latest, `/notification?pageSize=${LATEST_COUNT}`, {
    enabled,
  });

/** GET /api/notification: one page of the screen, filtered by type and read state. */
export const useNotifications = (params: ListParams) =>
  useApiQuery<NotificationPage>(
    notificationKeys.list(params),
    `/notification${toQueryString(params)}`,
    { placeholderData: keepPreviousData },
  );

/** POST /api/notification/read: some by id or all; the bell and the pages reload. */
export const useMarkRead = () =>
  useEnvelopeMutation({
    call: (input: MarkReadInput) =>
      api.post<{ marked: number; unread: number }>('/notification/read', input),
    successToastId: () => 'notifications-read',
    errorToastId: 'notifications-read-error',
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });

export const usePreferences = () =>
  useApiQuery<NotificationPreferences>(notificationKeys.preferences, '/notification/preferences');

export const useSavePreferences = () =>
  useSettingsMutation<NotificationPreferences>(
    '/notification/preferences',
    'notification-preferences',
    notificationKeys.preferences,
  );

export const useRecipients = (enabled: boolean) =>
  useApiQuery<RecipientsSettings>(notificationKeys.recipients, '/notification/recipients', {
    enabled,
  });

export const useSaveRecipients = () =>
  useSettingsMutation<RecipientsSettings>(
    '/notification/recipients',
    'notification-recipients',
    notificationKeys.recipients,
  );
