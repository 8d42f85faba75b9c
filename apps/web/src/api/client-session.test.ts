import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../lib/toast';
import { ApiError, api, call } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToastDedup();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/director/dashboard/lines');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer token from access_token and returns the envelope', async () => {
    localStorage.setItem('access_token', 'abc');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { status: 200, message: 'OK', data: [1] }));
    const res = await call(api.GET('/line'));
    expect(res).toEqual([1]);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/line');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('renews an expired token through the refresh cookie and retries once', async () => {
    localStorage.setItem('access_token', 'old');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(401, { status: 401, message: 'x', data: null }))
      .mockResolvedValueOnce(
        json(200, {
          status: 200,
          message: 'OK',
          data: { accessToken: 'new', user: { id: 1, name: 'Ana', email: 'a@b.c', role: 'ADMIN' } },
        }),
      )
      .mockResolvedValueOnce(json(200, { status: 200, message: 'OK', data: 'hecho' }));
    const res = await call(api.GET('/line'));
    expect(res).toBe('hecho');
    const requests = fetchMock.mock.calls.map(([request]) => request as Request);
    expect(new URL(requests[1]!.url).pathname).toBe('/api/auth/refresh');
    expect(requests[1]!.method).toBe('POST');
    expect(requests[2]!.headers.get('Authorization')).toBe('Bearer new');
    expect(localStorage.getItem('access_token')).toBe('new');
  });

  it('shows the 401 toast once for two failures within 2 s, and passes the error on', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(401, { status: 401, message: 'Tu sesión ha expirado.', data: null }),
    );
    await expect(api.GET('/line')).rejects.toBeInstanceOf(ApiError);
    await expect(api.GET('/line')).rejects.toMatchObject({ status: 401 });
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('No tienes permisos para realizar esta acción', {
      id: 'auth-401',
    });
  });

  it('shows the 403 toast, but not on a login page', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(403, { status: 403, message: 'Acceso denegado', data: null }),
    );
    document.body.innerHTML = '<form><input type="password" /></form>';
    await expect(api.GET('/line')).rejects.toMatchObject({ status: 403 });
    expect(errorToast).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    await expect(api.GET('/line')).rejects.toMatchObject({ status: 403 });
    expect(errorToast).toHaveBeenCalledWith('Acceso denegado para realizar esta acción', {
      id: 'auth-403',
    });
  });
});
