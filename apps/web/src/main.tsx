import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startSessionLifecycle } from './lib/session-bootstrap';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Before the router exists: its first navigation already runs the guard's session check.
startSessionLifecycle();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
