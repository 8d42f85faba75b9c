import { RouterProvider, type createBrowserRouter } from 'react-router';
import { StartOverlay } from '../features/start/start-overlay';
import { Providers } from './providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <StartOverlay />
    </Providers>
  );
}
