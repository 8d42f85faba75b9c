import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../lib/toast';
import { ApiError, getFile } from './client';

describe('api client: download', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToastDedup();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches a file with the bearer token as a Blob', async () => {
    localStorage.setItem('access_token', 'abc');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('Nombre;Tipo\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      );
    const blob = await getFile('/institution/export.csv', { type: 'COLEGIO' });
    expect(await blob.text()).toBe('Nombre;Tipo\r\n');
    const request = fetchMock.mock.calls[0]![0] as Request;
    const url = new URL(request.url);
    expect(url.pathname + url.search).toBe('/api/institution/export.csv?type=COLEGIO');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('turns a refusal into an ApiError with the server’s message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 400, message: 'Tipo de institución no válido' }), {
        status: 400,
      }),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const failure = getFile('/institution/export.csv', { type: 'X' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Tipo de institución no válido');
  });
});
