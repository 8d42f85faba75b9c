import type {
  MarkReadInput,
  NotificationPreferences,
  RecipientsSettings,
} from '@taller/shared/notifications/notification.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, getPage, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation, useSettingsMutation } from '../../../lib/toast-mutation';
import { LATEST_COUNT, notificationKeys } from './notification-keys';

/** GET /api/notification: the bell's latest, with the unread count. */
export const useLatestNotifications = (enabled = true) =>
  useApiQuery(
    notificationKeys.latest,
    (signal) => api.GET('/notification', { params: { query: { pageSize: LATEST_COUNT } }, signal }),
    { enabled },
  );

/** GET /api/notification: one page of the screen, filtered by type and read state. */
export const useNotifications = (params: ListParams) =>
  useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: async () => (await getPage('/notification', params)).data,
    placeholderData: keepPreviousData,
  });

/** POST /api/notification/read: some by id or all; the bell and the pages reload. */
export const useMarkRead = () =>
  useEnvelopeMutation({
    call: (input: MarkReadInput) => unwrap(api.POST('/notification/read', { body: input })),
    successToastId: () => 'notifications-read',
    errorToastId: 'notifications-read-error',
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });

export const usePreferences = () =>
  useApiQuery(notificationKeys.preferences, (signal) =>
    api.GET('/notification/preferences', { signal }),
  );

export const useSavePreferences = () =>
  useSettingsMutation(
    (body: NotificationPreferences) => unwrap(api.PUT('/notification/preferences', { body })),
    'notification-preferences',
    notificationKeys.preferences,
  );

export const useRecipients = (enabled: boolean) =>
  useApiQuery(
    notificationKeys.recipients,
    (signal) => api.GET('/notification/recipients', { signal }),
    { enabled },
  );

export const useSaveRecipients = () =>
  useSettingsMutation(
    (body: RecipientsSettings) => unwrap(api.PUT('/notification/recipients', { body })),
    'notification-recipients',
    notificationKeys.recipients,
  );
