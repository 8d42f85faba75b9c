import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Entry, opensOnSignIn } from './app/entry';
import { startSessionLifecycle } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// First: it forgets a token left by another browser session, which decides the first screen.
startSessionLifecycle();

createRoot(root).render(
  <StrictMode>
    <Entry startsOnSignIn={opensOnSignIn()} />
  </StrictMode>,
);
