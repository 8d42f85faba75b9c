import type { LoginInput, LoginResult } from '@taller/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login: also sets the HttpOnly refresh cookie. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const res = await api.post<LoginResult>('/auth/login', input, { isAuthRequest: true });
  return res.data;
}
