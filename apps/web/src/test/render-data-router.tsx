import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
// Its matchMedia stand-in, which the toaster needs.
import './render';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * renderWithProviders under a data router, for screens whose hooks need one (useBlocker: a
 * leave guard): `path` is where it starts, `route` the pattern the screen is mounted on (path
 * itself by default). Answers the router, to read or drive its location.
 */
export function renderInDataRouter(
  ui: ReactElement,
  { path, route = path }: { path: string; route?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
