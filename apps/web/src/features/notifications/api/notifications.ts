import type {
  MarkReadInput,
  NotificationPage,
  NotificationPreferences,
  RecipientsSettings,
} from '@taller/shared/notifications/notification.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { LATEST_COUNT, notificationKeys } from './notification-keys';

/** GET /api/notification: the bell's latest, with the unread count. */
export const useLatestNotifications = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.latest,
    queryFn: async () =>
      (await api.get<NotificationPage>(`/notification?pageSize=${LATEST_COUNT}`)).data,
    enabled,
  });

/** GET /api/notification: one page of the screen, filtered by type and read state. */
export const useNotifications = (params: ListParams) =>
  useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: async () =>
      (await api.get<NotificationPage>(`/notification${toQueryString(params)}`)).data,
    placeholderData: keepPreviousData,
  });

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
  useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async () => (await api.get<NotificationPreferences>('/notification/preferences')).data,
  });

export const useSavePreferences = () =>
  useEnvelopeMutation({
    call: (input: NotificationPreferences) =>
      api.put<NotificationPreferences>('/notification/preferences', input),
    successToastId: () => 'notification-preferences',
    errorToastId: 'notification-preferences-error',
    invalidate: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });

export const useRecipients = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.recipients,
    queryFn: async () => (await api.get<RecipientsSettings>('/notification/recipients')).data,
    enabled,
  });

export const useSaveRecipients = () =>
  useEnvelopeMutation({
    call: (input: RecipientsSettings) =>
      api.put<RecipientsSettings>('/notification/recipients', input),
    successToastId: () => 'notification-recipients',
    errorToastId: 'notification-recipients-error',
    invalidate: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.recipients }),
  });
