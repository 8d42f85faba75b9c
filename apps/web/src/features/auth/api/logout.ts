import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/logout revokes the session at once. Silent: signing out of a session that
 * already ended is not an error worth a toast; the caller clears the browser side anyway.
 */
export async function logout(): Promise<void> {
  await api.post<null>('/auth/logout', undefined, { isSilent: true });
}
