import { normaliseRole } from '@taller/shared/auth/roles';
import { useCurrentUser } from './api/current-user';

/** The roles that manage the workshop's settings: notification recipients, WhatsApp setup. */
const MANAGERS = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN'];

/** Whether the signed-in user is a director or an administrator. */
export const useIsManager = () => MANAGERS.includes(normaliseRole(useCurrentUser().data?.role));

/** Whether the signed-in user is a director: cost and margin are theirs alone (issue 39). */
export const useIsDirector = () => normaliseRole(useCurrentUser().data?.role) === 'DIRECTOR';
