import { sql } from 'kysely';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * SIAT contingency (issue 36). At most one significant event is open at a time (a unique index
 * over the open one: two servers losing SIAT at once open one event), and the offline facturas of
 * an event are found by event and package.
 */
export const m028SiatContingency: Migration = {
  version: 28,
  name: 'siat-contingency',
  async up(db) {
    await db.schema
      .createIndex('siat_events_one_open')
      .on('siat_events')
      .column('state')
      .unique()
      .where(sql.ref('state'), '=', 'OPEN')
      .execute();
    await addIndex(db, 'siat_invoices_event_package', 'siat_invoices', ['event_id', 'package_id']);
  },
};
