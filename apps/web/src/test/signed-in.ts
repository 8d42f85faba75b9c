import { afterEach, beforeEach, vi } from 'vitest';
import { resetToastDedup } from '../lib/toast';

/**
 * Around each test of the block it is called in: a session token and, unless `role` is null, Ana
 * signed in with that role; toasts start afresh. Mocks and storage are undone after.
 */
export function signedInForEachTest(role: string | null = 'DIRECTOR') {
  beforeEach(() => {
    resetToastDedup();
    localStorage.setItem('access_token', 'token-1');
    if (role) localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
