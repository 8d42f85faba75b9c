import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../lib/access';
import { endSession } from '../../lib/session';
import { logout } from './api/logout';

/** 'Cerrar sesión': revoke the session on the server, forget it here, back to the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await logout();
    } catch {
      // Already over on the server (or unreachable): the browser side is cleared regardless.
    }
    endSession();
    await navigate(LOGIN_PATH, { replace: true });
    queryClient.clear();
  };

  return { signOut, isSigningOut };
}
