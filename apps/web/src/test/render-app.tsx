import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/router';
import { sentRequest } from './sent-request';

export type Reply = { status: number; message?: string; data?: unknown };
type Handler = (init: RequestInit | undefined) => Reply | Promise<Reply>;

export const DIRECTOR = { id: 1, name: 'Ana Directora', email: 'ana@taller.bo', role: 'DIRECTOR' };
export const PRODUCER = {
  id: 2,
  name: 'Pedro Productor',
  email: 'pedro@taller.bo',
  role: 'PRODUCER',
};
export const CLIENT = { id: 3, name: 'Carla Cliente', email: 'carla@cliente.bo', role: 'CLIENTE' };

/** A signed-in tab: token and user in localStorage, the marker in sessionStorage. */
export function signIn(user: typeof DIRECTOR) {
  localStorage.setItem('access_token', `token-${user.id}`);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStorage.setItem('taller_session', '1');
}

/**
 * Answers the app's API calls by "METHOD /path" (e.g. 'POST /auth/login'); anything else is a
 * test bug and fails loudly. `GET /auth/me` answers with the stored user unless overridden.
 */
/** What every signed-in shell asks for by itself: the bell's latest and its live stream. */
const SHELL_CALLS: Record<string, Handler> = {
  'GET /notification?pageSize=8': () => ({
    status: 200,
    data: { items: [], total: 0, page: 1, pageSize: 8, unread: 0 },
  }),
  // Not a stream here: the bell stays on its count and retries later (backing off).
  'GET /notification/stream': () => ({ status: 503 }),
  // The director menu's count of proofs to check.
  'GET /payment?status=PENDING&pageSize=1': () => ({
    status: 200,
    data: { items: [], total: 0, page: 1, pageSize: 1 },
  }),
};

export function mockApi(handlers: Record<string, Handler> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const sent = await sentRequest(input, init);
    const path = sent.path.replace(/^\/api/, '');
    const key = `${sent.method} ${path}`;
    const handler: Handler | undefined =
      handlers[key] ??
      (key === 'GET /auth/me'
        ? () => ({ status: 200, data: JSON.parse(localStorage.getItem('user') ?? 'null') })
        : undefined) ??
      SHELL_CALLS[key];
    if (!handler) throw new Error(`Unexpected API call in test: ${key}`);
    const {
      status,
      message = status === 200 ? 'OK' : 'Error',
      data = null,
    } = await handler({
      method: sent.method,
      headers: sent.headers,
      body: sent.body,
    });
    return new Response(JSON.stringify({ status, message, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The whole route table in memory, at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Lets the API client forget a shared refresh attempt from a previous test. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Around each test of the block it is called in: nobody signed in (storage empty, a previous
 * test's refresh settled); mocks are undone after.
 */
export function signedOutForEachTest() {
  beforeEach(async () => {
    await settle();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());
}
