import { EVENT_KIND_LABELS } from '@taller/shared/notifications/event-kinds';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../resource/paged-list';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListFilterBar } from '../../../components/ui/filter-bar';
import { useDebouncedValue } from '../../../lib/list-query';
import { useState } from 'react';
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

const EMPTY_FILTERS = { search: '', type: '', read: '' };

/**
 * Notificaciones (issue 22): the user's own, searched by words and filtered by type and read
 * state, paged, and exported as CSV; each opens its record.
 */
export function NotificationsPage() {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const { type, read } = filters;
  const q = useDebouncedValue(filters.search.trim());
  const hasFilters = Object.values(filters).some(Boolean);
  const query = useNotifications({
    q,
    type,
    read,
    page,
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
          <>
            <ExportCsvButton
              path="/notification/export.csv"
              query={{ q, type, read }}
              filePrefix="notificaciones"
            />
            <Button
              variant="secondary"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Marcar todas como leídas
            </Button>
          </>
        }
      />
      <ListFilterBar
        label="Filtrar notificaciones"
        searchPlaceholder="Buscar por número, cliente o texto"
        selects={SELECTS}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onClear={() => {
          setFilters(EMPTY_FILTERS);
          setPage(1);
        }}
        hasFilters={hasFilters}
      />
      <section
        aria-label="Listado de notificaciones"
        className="rounded-lg border border-slate-200 bg-white"
      >
        <PagedList query={query} texts={TEXTS} hasFilters={hasFilters} onPageChange={setPage}>
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
