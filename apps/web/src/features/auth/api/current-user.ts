import type { SessionUser } from '@taller/shared/auth/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { getAccessToken, getStoredUser, storeUser } from '../../../lib/session';

/**
 * GET /api/auth/me: the signed-in user as the server knows them now. Shown in the layouts,
 * starting from the stored record; refetched when the tab comes back into view, so a session
 * revoked meanwhile (sign-out elsewhere, deactivation, password reset) is noticed at once.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: async ({ signal }) => {
      const user: SessionUser = await call(api.GET('/auth/me', { signal }));
      storeUser(user);
      return user;
    },
    initialData: getStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    // Never asked without a session (for instance while signing out).
    enabled: Boolean(getAccessToken()),
  });

export const useCurrentUser = () => useQuery(currentUserQuery());
