import { FAQ_STATUS_LABELS } from '@taller/shared';
import { AUDIT_CSV_COLUMNS, type CsvColumn } from '../../lib/csv';
import type { FaqRow } from './faq.repository';

export const FAQ_CSV_COLUMNS: CsvColumn<FaqRow>[] = [
  ['ID', (r) => r.id],
  ['Orden', (r) => r.position],
  ['Categoría', (r) => r.category],
  ['Pregunta', (r) => r.question],
  ['Respuesta', (r) => r.answer],
  ['Estado', (r) => FAQ_STATUS_LABELS[r.status] ?? r.status],
  ...AUDIT_CSV_COLUMNS,
];
