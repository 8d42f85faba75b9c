/** What other features and pages may use of the signed-in session. */
export { useCurrentUser } from './api/current-user';
export { useIsDirector, useIsManager } from './use-is-manager';
