import { SILENT, api, unwrap } from '../../../api/client';

/**
 * POST /api/auth/logout revokes the session at once. Silent: signing out of a session that
 * already ended is not an error worth a toast; the caller clears the browser side anyway.
 */
export async function logout(): Promise<void> {
  await unwrap(api.POST('/auth/logout', SILENT));
}
