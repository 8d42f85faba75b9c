import { resourceKeys } from '../../../lib/resource-keys';

/** ['users', 'list', params] one page (live or trash), ['users', id] one account. */
export const userKeys = resourceKeys('users');
