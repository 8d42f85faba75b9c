import { TICKET_STATUS_LABELS, type TicketStatus } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, yesNo, type CsvColumn } from '../../lib/csv';
import type { TicketExportRow } from './ticket.repository';

export const TICKET_CSV_COLUMNS: CsvColumn<TicketExportRow>[] = [
  ['ID', (r) => r.id],
  ['Asunto', (r) => r.subject],
  ['Cliente', (r) => r.clientName],
  ['Pedido', (r) => r.orderNumber ?? ''],
  ['Estado', (r) => TICKET_STATUS_LABELS[r.status as TicketStatus] ?? r.status],
  ['Sin responder', (r) => yesNo(Boolean(r.awaitingStaff))],
  ['Último mensaje', (r) => r.lastMessageAt],
  ...AUDIT_CSV_COLUMNS,
];
