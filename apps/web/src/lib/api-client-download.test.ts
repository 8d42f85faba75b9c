import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { resetToastDedup } from './toast';

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
    const blob = await api.download('/institution/export.csv?type=COLEGIO');
    expect(await blob.text()).toBe('Nombre;Tipo\r\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/institution/export.csv?type=COLEGIO');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('turns a refusal into an ApiError with the server’s message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 400, message: 'Tipo de institución no válido' }), {
        status: 400,
      }),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const failure = api.download('/institution/export.csv?type=X');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Tipo de institución no válido');
  });
});
