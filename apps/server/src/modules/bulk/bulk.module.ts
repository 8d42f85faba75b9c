import { defineModule } from '../module';
import { bulkRoutes } from './bulk.routes';

/**
 * Bulk actions of the lists (issue 38): one call per action on many records, through the single
 * calls' own services (orders, products, materials, clients; bills for orders) in one transaction.
 */
export const bulkModule = defineModule('bulk', async (app) => app.register(bulkRoutes), [
  'orders',
  'products',
  'materials',
  'clients',
  'billing',
]);
