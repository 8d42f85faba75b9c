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
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
]);
