import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess, type Area } from '../lib/access';
import { getAccessToken, getStoredUser } from '../lib/session';

/**
 * SPEC.md §4 access guard around each area of the route table. The root loader has already
 * renewed the session after a reload, so the stored token and role are current here.
 */
export function AccessGuard({ area }: { area: Area }) {
  const location = useLocation();
  const decision = decideAccess(area, {
    token: getAccessToken(),
    role: getStoredUser()?.role,
  });
  if (decision.allow) return <Outlet />;
  const from = location.pathname + location.search + location.hash;
  return (
    <Navigate
      to={decision.redirectTo}
      replace
      state={decision.rememberOrigin ? { from } : undefined}
    />
  );
}
