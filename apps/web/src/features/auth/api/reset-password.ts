import type { ResetPasswordInput } from '@taller/shared';
import { AUTH_REQUEST, api, unwrap } from '../../../api/client';

/** POST /api/auth/reset-password: single-use token from the mailed link. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const res = await unwrap(api.POST('/auth/reset-password', { body: input, ...AUTH_REQUEST }));
  return res.message;
}
