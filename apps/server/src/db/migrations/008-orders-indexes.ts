import { addFtsSearchIndex, addTrigramIndexes } from './helpers';
import type { Migration } from './types';

/**
 * Issue 18's benchmark (50,000 orders): the orders list's search (number, client, institution)
 * through a trigram index like clients and products — pg_trgm's GIN index on PostgreSQL (skipped,
 * scanning instead, without the right to create the extension) and an FTS5 trigram index kept
 * by triggers on SQLite, filled with the orders already there.
 */
export const m008OrdersIndexes: Migration = {
  version: 8,
  name: 'orders-indexes',
  async up(db, dialect) {
    if (dialect === 'postgres') await addTrigramIndexes(db, ['orders']);
    else await addFtsSearchIndex(db, 'orders');
  },
};
