import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { useRouteTitle } from './route-handle';
import { useSessionExpiry } from './use-session-expiry';

export const APP_NAME = 'Taller';

/** Every screen sits in here: session expiry, the tab title, the lazy-loading spinner. */
export function RootLayout() {
  useSessionExpiry();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  const isLoading = useNavigation().state === 'loading';
  return (
    <>
      {isLoading && (
        // Delayed by CSS so quick navigations never flash the overlay.
        <div className="delayed-appear">
          <LoadingIndicator isLoading fullScreen />
        </div>
      )}
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code and the session renewal load. */
export function AppLoading() {
  return <LoadingIndicator isLoading fullScreen />;
}
