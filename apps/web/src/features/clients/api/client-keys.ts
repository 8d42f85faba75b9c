import { resourceKeys } from '../../../lib/resource-keys';

/** ['clients', 'list', params] one page (live or trash), ['clients', id] one client. */
export const clientKeys = resourceKeys('clients');
