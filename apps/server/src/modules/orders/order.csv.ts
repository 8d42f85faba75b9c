import { centsToText, orderStatusLabel, type Order } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, yesNo, type CsvColumn } from '../../lib/csv';

const describeItem = (item: Order['items'][number]) =>
  `${item.quantity} x ${item.product?.code ?? item.package?.code ?? ''}`;

export const ORDER_CSV_COLUMNS: CsvColumn<Order>[] = [
  ['Número', (o) => o.number],
  ['Cliente', (o) => o.client.name],
  ['Institución', (o) => o.institution?.name],
  ['Estado', (o) => orderStatusLabel(o.status)],
  ['Fecha de entrega', (o) => o.promisedDate],
  ['Atrasado', (o) => yesNo(o.isOverdue)],
  ['Artículos', (o) => o.items.map(describeItem).join(', ')],
  ['Personas', (o) => o.peopleCount],
  ['Total (Bs)', (o) => centsToText(o.totalCents)],
  ['Notas', (o) => o.notes],
  ...AUDIT_CSV_COLUMNS,
];
