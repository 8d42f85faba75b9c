import { AUTH_REQUEST, api, unwrap } from '../../../api/client';

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const res = await unwrap(api.POST('/auth/forgot-password', { body: { email }, ...AUTH_REQUEST }));
  return res.message;
}
