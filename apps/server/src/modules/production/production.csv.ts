import type { ProductionOrder } from '@taller/shared';
import type { CsvColumn } from '../../lib/csv';

/**
 * The stage view's export: one row per order, its pieces, what each stage has done as
 * 'Corte 30/30 · Confección 18/30', and what is left at the stage filtered by.
 */
export const PRODUCTION_CSV_COLUMNS: CsvColumn<ProductionOrder>[] = [
  ['Pedido', (r) => r.number],
  ['Cliente', (r) => r.client],
  ['Institución', (r) => r.institution],
  ['Fecha de entrega', (r) => r.promisedDate],
  ['Piezas', (r) => r.totalPieces],
  ['Avance por etapa', (r) => r.stages.map((s) => `${s.name} ${s.done}/${s.total}`).join(' · ')],
  ['Faltan en la etapa', (r) => r.left],
];
