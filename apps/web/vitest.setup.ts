import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// A file's first lazy screen is compiled on its first import(): on a busy machine that takes more
// than findBy*'s default second. Waiting longer only matters when something would fail anyway.
configure({ asyncUtilTimeout: 5000 });

// react-hot-toast keeps its toasts in a module-wide store: one test's toasts must not show in the next.
afterEach(() => {
  cleanup();
  toast.remove();
});
