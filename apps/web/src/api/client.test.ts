import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { createApiClient } from './core';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the typed API client', () => {
  it('fills the path from its typed parameters and sends the bearer token', async () => {
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(
          JSON.stringify({
            status: 200,
            message: 'OK',
            data: { id: 7, name: 'Línea' },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    saveSession('token-1', { id: 1, name: 'Ana', email: 'ana@taller.test', role: 'DIRECTOR' });
    const api = createApiClient(undefined, 'http://taller.test/api');
    const { data } = await api.GET('/line/{id}', { params: { path: { id: 7 } } });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://taller.test/api/line/7');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(data?.data.name).toBe('Línea');
    // The answer's type comes from the server's schema: a renamed field fails the typecheck.
    expectTypeOf(data!.data.name).toEqualTypeOf<string>();
  });
});
