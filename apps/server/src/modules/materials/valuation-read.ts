import { fromMilli, type Valuation } from '@taller/shared';
import type { Db } from '../../db/database';
import * as movements from './movement.repository';
import { microToCents } from './valuation';

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * 'Valor del inventario' at the end of `at` (YYYY-MM-DD; today when not given): each material as
 * its last movement of that day or before left it, read from the ledger, and the total.
 */
export async function valuationAt(db: Db, at = new Date().toISOString().slice(0, 10)) {
  const rows = await movements.findValuationBefore(db, nextDay(at));
  const materials = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    quantity: fromMilli(Number(row.balanceAfterMilli)),
    averageCostCents: microToCents(Number(row.avgCostMicro)),
    valueCents: Number(row.valueAfterCents),
  }));
  const totalCents = materials.reduce((sum, m) => sum + m.valueCents, 0);
  return { at, materials, totalCents } satisfies Valuation;
}
