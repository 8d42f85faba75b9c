import { DELIVERY_MESSAGES as M, type DeliveryPerson } from '@taller/shared';
import type { CsvColumn } from '../../lib/csv';

const itemsText = (p: DeliveryPerson) =>
  p.items.map((i) => (i.size ? `${i.product} (${i.size})` : i.product)).join(', ');

/** 'Exportar CSV' of an order's deliveries: one row a person, as the screen shows them. */
export const DELIVERY_CSV_COLUMNS: CsvColumn<DeliveryPerson>[] = [
  ['ID', (p) => p.id],
  ['Persona', (p) => p.name],
  ['Curso', (p) => p.course],
  ['Prendas y tallas', itemsText],
  ['Estado', (p) => M.states[p.state]],
  ['Recibió', (p) => p.delivered?.receivedBy],
  ['Nota', (p) => p.delivered?.note ?? p.events.at(-1)?.note],
  ['Fecha de entrega', (p) => p.delivered?.at],
  ['Registró', (p) => p.delivered?.by],
  [
    'Pedidos de cambio',
    (p) =>
      p.events
        .flatMap((e) => (e.exchangeOrder ? [`${e.exchangeOrder.number} (${e.newSize})`] : []))
        .join(', '),
  ],
];
