import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { usePopup } from '../../../components/ui/use-popup';
import { errorMessage } from '../../../lib/error-message';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/**
 * The bell of both shells: the unread count (kept live by useNotificationStream in the shell)
 * and a panel of the latest, each linking to its record, with 'Marcar todas como leídas'.
 */
export function NotificationBell({ allHref, isLive }: { allHref?: string; isLive: boolean }) {
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Following a link (or any navigation), Escape or a click outside the bell closes the panel.
  const { isOpen, toggle } = usePopup(rootRef);
  const unread = latest.data?.unread ?? 0;

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-live={isLive}
        onClick={toggle}
        className="relative rounded-md p-2 text-slate-100 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <span className="sr-only">Notificaciones{unread > 0 ? ` (${unread} sin leer)` : ''}</span>
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Notificaciones recientes"
          className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl lg:top-4 lg:right-auto lg:left-64 lg:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <div>
              <h2 className="text-base font-semibold">Notificaciones</h2>
              <p className="text-xs text-slate-500">
                {isLive ? 'Actualizadas en vivo' : 'Reconectando…'}
              </p>
            </div>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="rounded px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              Marcar todas como leídas
            </button>
          </div>
          {latest.isPending ? (
            <LoadingIndicator isLoading message="Cargando notificaciones..." size="small" />
          ) : latest.error ? (
            <p className="p-4 text-sm text-red-700">
              Error al cargar las notificaciones: {errorMessage(latest.error)}
            </p>
          ) : latest.data.items.length === 0 ? (
            <p className="p-4 text-center text-sm text-slate-500">No tienes notificaciones.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {latest.data.items.map((notification) => (
                <li key={notification.id} className="px-4 py-3">
                  <NotificationItem
                    notification={notification}
                    onOpen={(n) => n.readAt === null && markRead.mutate({ ids: [n.id] })}
                  />
                </li>
              ))}
            </ul>
          )}
          {allHref && (
            <div className="border-t border-slate-200 px-4 py-2 text-right">
              <Link to={allHref} className="text-sm font-medium text-blue-700 hover:underline">
                Ver todas
              </Link>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
