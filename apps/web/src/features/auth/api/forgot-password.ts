import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  const res = await api.post<null>('/auth/forgot-password', { email }, { isAuthRequest: true });
  return res.message;
}
