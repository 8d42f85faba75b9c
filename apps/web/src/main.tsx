import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Entry, loadApp, opensOnSignIn } from './app/entry';
import { startSessionLifecycle } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// First: it forgets a token left by another browser session, which decides the first screen.
startSessionLifecycle();

const startsOnSignIn = opensOnSignIn();
// Any other first screen needs the app: its download starts before React's first render.
if (!startsOnSignIn) void loadApp();

createRoot(root).render(
  <StrictMode>
    <Entry startsOnSignIn={startsOnSignIn} />
  </StrictMode>,
);
