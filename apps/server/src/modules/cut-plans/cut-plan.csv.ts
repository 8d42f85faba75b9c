import { formatDecimal, type CutPlanSummary } from '@taller/shared';
import { yesNo, type CsvColumn } from '../../lib/csv';

export const CUT_PLAN_CSV_COLUMNS: CsvColumn<CutPlanSummary>[] = [
  ['ID', (p) => p.id],
  ['Fecha', (p) => p.createdAt],
  ['Pedidos', (p) => p.orders.map((o) => o.number).join(', ')],
  ['Telas', (p) => p.materials.map((m) => m.code).join(', ')],
  ['Tendidos', (p) => p.lays],
  // Metres with a decimal comma, as a Spanish-locale spreadsheet reads them.
  ['Metros', (p) => formatDecimal(p.metres)],
  ['Consumo registrado', (p) => yesNo(p.consumedAt !== null)],
  ['Fecha de consumo', (p) => p.consumedAt],
  ['Nota', (p) => p.note],
  ['Creado por', (p) => p.createdBy],
];
