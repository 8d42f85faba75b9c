import type { Notification } from '@taller/shared/notifications/notification.schema';
import { eventKindLabel } from '@taller/shared/notifications/event-kinds';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';

/** One notification: unread ones bold with a dot; the title links to its record. */
export function NotificationItem({
  notification,
  onOpen,
  actions,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  actions?: React.ReactNode;
}) {
  const isUnread = notification.readAt === null;
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 sm:grid-cols-[auto_1fr_auto]">
      <span
        aria-hidden
        className={`mt-2 h-2 w-2 shrink-0 rounded-full ${isUnread ? 'bg-blue-600' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={notification.link}
          onClick={() => onOpen(notification)}
          className={`block text-sm hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${isUnread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
        >
          {notification.title}
          {isUnread && <span className="sr-only"> (sin leer)</span>}
        </Link>
        <p className="text-sm break-words text-slate-600">{notification.body}</p>
        <p className="text-xs text-slate-500">
          {eventKindLabel(notification.kind)} · {formatDateTime(notification.createdAt)}
        </p>
      </div>
      {actions && <div className="col-start-2 mt-1 sm:col-start-auto sm:mt-0">{actions}</div>}
    </div>
  );
}
