import {
  WHATSAPP_STATUS_LABELS,
  whatsAppStatusLabel,
  type WhatsAppMessage,
} from '@taller/shared/whatsapp/whatsapp.schema';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../../resource/paged-list';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { SelectFilterBar, useSelectFilters } from '../../../components/ui/select-filter-bar';
import { formatDateTime } from '../../../lib/dates';
import { useRetryMessage } from '../api/retry-message';
import { useWhatsAppMessages } from '../api/get-whatsapp-messages';
import { IncomingFile } from './proof-from-message';

const STATUS_OPTIONS = [{ value: '', label: 'Todos' }, ...labelOptions(WHATSAPP_STATUS_LABELS)];
const DIRECTION_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'OUT', label: 'Enviados' },
  { value: 'IN', label: 'Recibidos' },
];
const SELECTS = [
  { field: 'status', label: 'Estado', options: STATUS_OPTIONS },
  { field: 'direction', label: 'Dirección', options: DIRECTION_OPTIONS },
] as const;
const TEXTS = {
  loading: 'Cargando mensajes...',
  empty: 'No hay mensajes de WhatsApp.',
  noMatches: 'No hay mensajes que coincidan con los filtros.',
  loadError: (message: string) => `Error al cargar los mensajes: ${message}`,
  denied: 'No tienes permiso para ver los mensajes de WhatsApp.',
  noun: 'mensajes',
};

/** What a message says: its text, or its template with the values it was sent with. */
export const messageText = (m: WhatsAppMessage) =>
  m.body ??
  `Plantilla ${m.templateName ?? ''}${m.variables.length ? `: ${m.variables.join(' · ')}` : ''}`;

/** The message log: filters by state and direction, server paging, 'Reintentar' on failures. */
export function MessageLog({
  onOpenConversation,
}: {
  onOpenConversation: (clientId: number) => void;
}) {
  const filters = useSelectFilters(SELECTS);
  const { status, direction } = filters.filters;
  const query = useWhatsAppMessages({ status, direction, page: filters.page, pageSize: 20 });
  const retry = useRetryMessage();
  return (
    <section aria-label="Registro de mensajes">
      <SelectFilterBar state={filters} />
      <div className="mt-4 rounded-lg border border-slate-200 bg-white">
        <PagedList query={query} texts={TEXTS} {...filters.pagedList}>
          {(messages) => (
            <ul className="divide-y divide-slate-100">
              {messages.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-start justify-between gap-2 px-4 py-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-slate-900">
                      {m.direction === 'IN' ? 'De' : 'Para'} {m.clientName ?? m.phone}{' '}
                      <span className="font-normal text-slate-500">
                        · {whatsAppStatusLabel(m.status)}
                      </span>
                    </p>
                    <p className="text-sm break-words text-slate-700">{messageText(m)}</p>
                    {m.error && (
                      <p
                        className={`text-sm ${m.status === 'SKIPPED' ? 'text-amber-800' : 'text-red-700'}`}
                      >
                        {m.error}
                      </p>
                    )}
                    {m.document && <p className="text-xs text-slate-600">📎 {m.document}</p>}
                    <IncomingFile message={m} />
                    <p className="text-xs text-slate-500">
                      {formatDateTime(m.createdAt)} · intentos: {m.attempts}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {m.clientId !== null && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onOpenConversation(m.clientId!)}
                      >
                        Conversación
                      </Button>
                    )}
                    {m.status === 'FAILED' && (
                      <Button
                        size="sm"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(m.id)}
                      >
                        Reintentar
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}
