import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * Issue 23's aggregates on a large history (decision 018, `npm run bench -- reports`): the
 * orders delivered in a period are found by their move to DELIVERED (`to_status, changed_at`)
 * instead of reading the whole status history, and the money collected in a period by the
 * approved payments' date (`status, paid_at`) instead of reading every payment.
 */
export const m013Reports: Migration = {
  version: 13,
  name: 'reports',
  async up(db) {
    await addIndex(db, 'order_status_history_to_status', 'order_status_history', [
      'to_status',
      'changed_at',
      'order_id',
    ]);
    await addIndex(db, 'payments_status_paid', 'payments', ['status', 'paid_at', 'order_id']);
  },
};
