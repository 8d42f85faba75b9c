import { EVENT_KIND_LABELS } from '@taller/shared/notifications/event-kinds';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../resource/paged-list';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { SelectFilterBar, useSelectFilters } from '../../../components/ui/select-filter-bar';
import { useIsManager } from '../../auth';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from '../components/notification-item';
import { PreferencesSection, RecipientsSection } from '../components/notification-settings';

export const NOTIFICATIONS_PAGE_SIZE = 10;

const TYPE_OPTIONS = [{ value: '', label: 'Todos los tipos' }, ...labelOptions(EVENT_KIND_LABELS)];
const READ_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'false', label: 'No leídas' },
  { value: 'true', label: 'Leídas' },
];
const SELECTS = [
  { field: 'type', label: 'Tipo', options: TYPE_OPTIONS },
  { field: 'read', label: 'Estado', options: READ_OPTIONS },
] as const;

const TEXTS = {
  loading: 'Cargando notificaciones...',
  empty: 'No tienes notificaciones.',
  noMatches: 'No hay notificaciones que coincidan con los filtros.',
  loadError: (message: string) => `Error al cargar las notificaciones: ${message}`,
  denied: 'No tienes permiso para ver las notificaciones.',
  noun: 'notificaciones',
};

/** Notificaciones (issue 22): the user's own, filtered by type and read state, paged. */
export function NotificationsPage() {
  const filters = useSelectFilters(SELECTS);
  const { type, read } = filters.filters;
  const query = useNotifications({
    type,
    read,
    page: filters.page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    sort: '',
  });
  const markRead = useMarkRead();
  const isManager = useIsManager();
  const unread = query.data?.unread ?? 0;

  return (
    <div>
      <PageHeader
        title="Notificaciones"
        actions={
          <Button
            variant="secondary"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Marcar todas como leídas
          </Button>
        }
      />
      <SelectFilterBar state={filters} />
      <section
        aria-label="Listado de notificaciones"
        className="rounded-lg border border-slate-200 bg-white"
      >
        <PagedList query={query} texts={TEXTS} {...filters.pagedList}>
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((notification) => (
                <li key={notification.id} className="px-4 py-3">
                  <NotificationItem
                    notification={notification}
                    onOpen={(n) => n.readAt === null && markRead.mutate({ ids: [n.id] })}
                    actions={
                      notification.readAt === null && (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={markRead.isPending}
                          onClick={() => markRead.mutate({ ids: [notification.id] })}
                        >
                          Marcar como leída
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      <PreferencesSection />
      {isManager && <RecipientsSection />}
    </div>
  );
}
