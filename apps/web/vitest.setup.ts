import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for what a user waits for (a lazy screen's code, an answer): on two busy
// cores that can take longer than Testing Library's default second. Tests still end as soon as
// the element shows; only a real failure waits this long.
configure({ asyncUtilTimeout: 15_000 });

// react-hot-toast keeps its toasts in a module-wide store: one test's toasts must not show in the next.
afterEach(() => {
  cleanup();
  toast.remove();
});
