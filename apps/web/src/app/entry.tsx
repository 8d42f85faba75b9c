import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { StartOverlay } from '../features/start/start-overlay';
import { LOGIN_PATH } from '../lib/access';
import { pageTitle } from '../lib/page-title';
import { getAccessToken, hasSessionMarker } from '../lib/session';
import { AppLoading } from './app-loading';

// The entry bundle: React, the sign-in screen and the start overlay. The router, TanStack
// Query, the forms library, zod and the toasts come with the app (full-app.tsx), loaded with
// import(): eslint.config.js ("ENTRY_FILES") keeps every static import here light.

/** The app's code; main.tsx starts it at once when the page does not open on the sign-in screen. */
export const loadApp = () => import('./full-app');

/**
 * Whether the page opens on the sign-in screen with nothing to decide first: '/', no token and
 * no session to renew. Every other start (a deep link, a reload while signed in) loads the app.
 */
export const opensOnSignIn = () =>
  window.location.pathname === LOGIN_PATH && !getAccessToken() && !hasSessionMarker();

/** Where the router left the guard's remembered origin when this page was reloaded. */
const rememberedOrigin = (): unknown =>
  (window.history.state as { usr?: { from?: unknown } | null } | null)?.usr?.from;

function SignInScreen({ onLeave }: { onLeave: (path: string, replace: boolean) => Promise<void> }) {
  const [from] = useState(rememberedOrigin);
  useEffect(() => {
    document.title = pageTitle('Iniciar sesión');
  }, []);
  return (
    <SignInForm
      from={from}
      // The app's code downloads while the server checks the password.
      onSubmitStart={() => void loadApp()}
      onSignedIn={(path) => onLeave(path, true)}
      onNavigate={(path) => void onLeave(path, false)}
    />
  );
}

/**
 * The page: the sign-in screen alone when `startsOnSignIn`, else (and once signed in, or on the
 * way to the password reset) the app; the start overlay above either.
 */
export function Entry({ startsOnSignIn }: { startsOnSignIn: boolean }) {
  const [app, setApp] = useState<ReactNode>(null);
  const opening = useRef<Promise<void> | null>(null);

  /** Loads the app, moves the address to `path` (when given), then creates the router there. */
  const openApp = useCallback((path?: string, replace = false) => {
    opening.current ??= loadApp().then(
      ({ createApp }) => {
        if (path) window.history[replace ? 'replaceState' : 'pushState'](null, '', path);
        setApp(createApp());
      },
      (error: unknown) => {
        // The download failed (the network): the next attempt tries again.
        opening.current = null;
        throw error;
      },
    );
    return opening.current;
  }, []);

  useEffect(() => {
    if (!startsOnSignIn) void openApp();
  }, [startsOnSignIn, openApp]);

  let page: ReactNode = app;
  if (!page) page = startsOnSignIn ? <SignInScreen onLeave={openApp} /> : <AppLoading />;
  return (
    <>
      {page}
      <StartOverlay />
    </>
  );
}
