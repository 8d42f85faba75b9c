import { TICKET_STATUS_LABELS } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchSelectFilters, labelOptions } from '../../../components/ui/search-select-filters';
import { useListState } from '../../../lib/list-query';
import { useTickets } from '../api/get-tickets';
import { TicketList } from '../components/ticket-list';
import { TicketThreadModal } from '../components/ticket-thread';
import { useLinkedId, useOpenLinked } from '../../../lib/linked-record';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = labelOptions(TICKET_STATUS_LABELS);
const FILTER_TEXTS = { search: 'Buscar por asunto', select: 'Estado', selectPlaceholder: 'Todos' };

/** 'Soporte' for staff: every client's tickets, unanswered first; reply, close, reopen. */
export function StaffSupportPage() {
  const list = useListState(
    { search: '', status: '', clientId: '' },
    { field: 'lastMessageAt', direction: 'desc' },
    PAGE_SIZE,
  );
  const [clientName, setClientName] = useState('');
  // The server orders tickets itself (unanswered first, then the latest).
  const query = useTickets('staff', { ...list.params, sort: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  // A notification's link (?view=<id>) opens that record.
  const linked = useLinkedId();
  useOpenLinked(linked, linked.id ?? undefined, setOpenId);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Soporte"
        actions={
          <ExportCsvButton
            path="/ticket/export.csv"
            query={{
              q: list.params.q,
              status: list.params.status,
              clientId: list.params.clientId,
            }}
            filePrefix="tickets-soporte"
          />
        }
      />
      <SearchSelectFilters
        texts={FILTER_TEXTS}
        field="status"
        options={STATUS_OPTIONS}
        filters={list.filters}
        onChange={list.setFilters}
      />
      {list.filters.clientId && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Cliente: <strong>{clientName}</strong>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => list.setFilters({ ...list.filters, clientId: '' })}
          >
            Quitar filtro
          </Button>
        </p>
      )}
      <TicketList
        side="staff"
        query={query}
        pageSize={PAGE_SIZE}
        empty={
          list.hasFilters ? 'Ningún ticket coincide con los filtros.' : 'No hay tickets de soporte.'
        }
        onOpen={setOpenId}
        onPage={list.setPage}
        onClient={(client) => {
          setClientName(client.name);
          list.setFilters({ ...list.filters, clientId: String(client.id) });
        }}
      />
      <TicketThreadModal side="staff" ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
