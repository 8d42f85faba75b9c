import type { Migration } from './types';
import { valueMovement } from '../../modules/materials/valuation';

const PAGE = 1000;

/**
 * Stock valued at weighted average cost (issue 39, decision 026): each movement keeps its signed
 * value, the material's value after it and the average unit cost after it (millionths of a
 * boliviano); each material keeps its current value and average. The ledger written so far is
 * valued by replaying it, material by material, in the order it was written (the app's Kysely
 * maps these camelCase names to the snake_case columns).
 */
export const m034StockValuation: Migration = {
  version: 34,
  name: 'stock-valuation',
  async up(db) {
    // One column a statement: SQLite adds no more.
    for (const [table, column] of [
      ['stock_movements', 'value_cents'],
      ['stock_movements', 'value_after_cents'],
      ['stock_movements', 'avg_cost_micro'],
      ['materials', 'value_cents'],
      ['materials', 'avg_cost_micro'],
    ] as const) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    const materials = await db.selectFrom('materials').select('id').orderBy('id').execute();
    for (const { id: materialId } of materials) {
      let state = { stockMilli: 0, valueCents: 0, avgCostMicro: 0 };
      const valueOf = new Map<number, number>();
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('stockMovements')
          .select(['id', 'quantityMilli', 'unitCostCents', 'reversesId'])
          .where('materialId', '=', materialId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        for (const row of rows) {
          const valued = valueMovement(state, {
            quantityMilli: Number(row.quantityMilli),
            unitCostCents: row.unitCostCents === null ? null : Number(row.unitCostCents),
            reversedValueCents: row.reversesId === null ? null : valueOf.get(row.reversesId),
          });
          valueOf.set(row.id, valued.valueCents);
          state = {
            stockMilli: state.stockMilli + Number(row.quantityMilli),
            valueCents: valued.valueAfterCents,
            avgCostMicro: valued.avgCostMicro,
          };
          await db
            .updateTable('stockMovements')
            .set({
              valueCents: valued.valueCents,
              valueAfterCents: valued.valueAfterCents,
              avgCostMicro: valued.avgCostMicro,
            })
            .where('id', '=', row.id)
            .execute();
        }
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1]!.id;
      }
      await db
        .updateTable('materials')
        .set({ valueCents: state.valueCents, avgCostMicro: state.avgCostMicro })
        .where('id', '=', materialId)
        .execute();
    }
  },
};
