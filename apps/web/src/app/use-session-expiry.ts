import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, areaOf } from '../lib/access';
import { SESSION_EXPIRED_EVENT } from '../api/session';
import { endSession } from '../lib/session';

/**
 * When a request is refused with 401 even after renewing the token, the session is over: go to
 * the login page remembering where the user was, so signing in again brings them back.
 */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const onExpired = async () => {
      endSession();
      const { pathname, search, hash } = locationRef.current;
      if (areaOf(pathname) !== 'public') {
        await navigate(LOGIN_PATH, { replace: true, state: { from: pathname + search + hash } });
      }
      // Only once the protected screens are gone, so nothing mounted refetches without a session.
      queryClient.clear();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, queryClient]);
}
