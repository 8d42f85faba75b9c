import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
// Its matchMedia stand-in, which the toaster needs.
import '../../../test/render';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders an editor page in a data router (the unsaved-changes guard needs one). */
export function renderEditor(ui: ReactElement, { path, route }: { path: string; route: string }) {
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

export const CLIENT = {
  id: 7,
  name: 'Luis Quispe',
  institutionId: 3,
  institution: { id: 3, name: 'Colegio San José' },
};
export const TOGA = {
  id: 11,
  code: 'TOGA-01',
  name: 'Toga',
  priceCents: 15000,
  sizes: [
    { name: 'S', minHeightCm: 100, maxHeightCm: 149.9 },
    { name: 'M', minHeightCm: 150, maxHeightCm: 169.9 },
    { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
  ],
};
export const BIRRETE = { id: 12, code: 'BIR-01', name: 'Birrete', priceCents: 2550, sizes: [] };
