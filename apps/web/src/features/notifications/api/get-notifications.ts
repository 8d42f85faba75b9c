import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { notificationKeys } from './notification-keys';

/** GET /api/notification: one page of the screen, filtered by type and read state. */
export const useNotifications = (params: ListParams) =>
  useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: async () => (await getPage('/notification', params)).data,
    placeholderData: keepPreviousData,
  });
