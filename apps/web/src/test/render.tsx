import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fixedMediaQueryList } from './phone';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
window.matchMedia ??= (query: string) => fixedMediaQueryList(query, false);

/**
 * Renders a screen the way the app does (query client, router, toasts), without retries so that
 * failures show at once. `path` is where the router starts; `route` the pattern the screen is
 * mounted on (path itself by default; give one with `:params` for screens that read them);
 * other paths render their URL.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = path }: { path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
