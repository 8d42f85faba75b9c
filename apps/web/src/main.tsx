import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { startSessionLifecycle } from './lib/session-bootstrap';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Before the router exists: its first navigation already runs the guard's session check.
startSessionLifecycle();
// Before the router too: its first loaders may already start queries (router.tsx).
const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
