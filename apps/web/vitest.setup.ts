import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// react-hot-toast keeps its toasts in a module-wide store: one test's toasts must not show in the next.
afterEach(() => {
  cleanup();
  toast.remove();
});
