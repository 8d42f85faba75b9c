import type { LoginInput, LoginResult } from '@taller/shared/auth/auth.schema';
import { call, createApiClient } from '../../../api/core';

/** The sign-in screen's own client: no renewal, no toasts (the entry bundle has neither). */
const signIn = createApiClient();

/** POST /api/auth/login: also sets the HttpOnly refresh cookie. No renewal, no toasts. */
export const login = (input: LoginInput): Promise<LoginResult> =>
  call(signIn.POST('/auth/login', { body: input }));
