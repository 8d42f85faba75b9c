import type { ResetPasswordInput } from '@taller/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password: single-use token from the mailed link. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const res = await api.post<null>('/auth/reset-password', input, { isAuthRequest: true });
  return res.message;
}
