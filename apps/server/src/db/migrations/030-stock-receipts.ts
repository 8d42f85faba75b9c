import type { Migration } from './types';

/**
 * Stock receipts with many lines (issue 38): an 'Entrada de materiales' records the date on the
 * supplier's delivery note beside its document number, on each entry it writes.
 */
export const m030StockReceipts: Migration = {
  version: 30,
  name: 'stock-receipts',
  async up(db) {
    await db.schema.alterTable('stock_movements').addColumn('document_date', 'text').execute();
  },
};
