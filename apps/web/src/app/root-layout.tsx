import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { pageTitle } from '../lib/page-title';
import { useRouteTitle } from './route-handle';
import { useSessionExpiry } from './use-session-expiry';

/** Every screen sits in here: session expiry, the tab title, the lazy-loading spinner. */
export function RootLayout() {
  useSessionExpiry();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = pageTitle(title);
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
