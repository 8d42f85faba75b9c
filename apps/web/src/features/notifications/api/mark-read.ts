import type { MarkReadInput } from '@taller/shared/notifications/notification.schema';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { notificationKeys } from './notification-keys';

/** POST /api/notification/read: some by id or all; the bell and the pages reload. */
export const useMarkRead = () =>
  useEnvelopeMutation({
    call: (input: MarkReadInput) => unwrap(api.POST('/notification/read', { body: input })),
    successToastId: () => 'notifications-read',
    errorToastId: 'notifications-read-error',
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
