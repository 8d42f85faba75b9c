import type { LoginInput, LoginResult } from '@taller/shared/auth/auth.schema';
import { sendOnce } from '../../../lib/api-core';

/** POST /api/auth/login: also sets the HttpOnly refresh cookie. No renewal, no toasts. */
export const login = (input: LoginInput): Promise<LoginResult> =>
  sendOnce<LoginResult>('POST', '/auth/login', input);
