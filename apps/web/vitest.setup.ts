import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// A screen's first render loads its lazy chunk, which on two busy cores outlasts Testing
// Library's default 1 s for findBy/waitFor: they wait for the event up to 10 s instead (a hang
// still fails, well inside the 30 s test timeout).
configure({ asyncUtilTimeout: 10_000 });

// react-hot-toast keeps its toasts in a module-wide store: one test's toasts must not show in the next.
afterEach(() => {
  cleanup();
  toast.remove();
});
