import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * The app behind the sign-in screen, loaded by entry.tsx with import(). Called once, when the
 * address is where the app starts (the router reads it as it is created).
 */
export function createApp() {
  // Before the router: its first loaders may already start queries (router.tsx).
  const queryClient = createQueryClient();
  const router = createAppRouter();
  return <App router={router} queryClient={queryClient} />;
}
