import { createBrowserRouter } from 'react-router';

/** The route table (SPEC.md §2). Every screen is lazy-loaded. */
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/login-page')).LoginPage,
    }),
  },
  {
    path: '/director/dashboard/lines',
    lazy: async () => ({
      Component: (await import('../features/lines/pages/lines-page')).LinesPage,
    }),
  },
  {
    // Placeholder until the models page (issue 5) exists.
    path: '/director/dashboard/models/:lineId',
    lazy: async () => ({
      Component: (await import('./models-placeholder-page')).ModelsPlaceholderPage,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
]);
