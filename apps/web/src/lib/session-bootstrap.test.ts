import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionLifecycle } from './session';
import { ensureSession, needsSessionRenewal } from './session-bootstrap';
import { sentRequest } from '../test/sent-request';

const user = { id: 1, name: 'Ana Directora', email: 'ana@taller.bo', role: 'DIRECTOR' };
const signedIn = () => {
  localStorage.setItem('access_token', 'token-1');
  localStorage.setItem('user', JSON.stringify(user));
};
const refreshAnswer = (status: number) =>
  new Response(
    JSON.stringify(
      status === 200
        ? { status, message: 'Sesión renovada', data: { accessToken: 'token-2', user } }
        : { status, message: 'Tu sesión ha expirado.', data: null },
    ),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

describe('session lifecycle', () => {
  let stop = () => {};
  beforeEach(async () => {
    // Let the API client forget the previous test's shared refresh attempt.
    await new Promise((resolve) => setTimeout(resolve, 0));
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('starts signed out in a new browser session (no marker in sessionStorage)', () => {
    signedIn();
    stop = startSessionLifecycle();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the records at start when the marker is there', () => {
    signedIn();
    sessionStorage.setItem('taller_session', '1');
    stop = startSessionLifecycle();
    expect(localStorage.getItem('access_token')).toBe('token-1');
  });

  it('clears the token and user when the page is hidden for good, keeping the marker', () => {
    signedIn();
    sessionStorage.setItem('taller_session', '1');
    stop = startSessionLifecycle();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('taller_session')).toBe('1');
  });

  it('renews silently after a reload (marker, no token) and stores the new session', async () => {
    sessionStorage.setItem('taller_session', '1');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(refreshAnswer(200));
    expect(needsSessionRenewal()).toBe(true);
    await expect(ensureSession()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await sentRequest(...fetchMock.mock.calls[0]!)).path).toBe('/api/auth/refresh');
    expect(localStorage.getItem('access_token')).toBe('token-2');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(needsSessionRenewal()).toBe(false);
  });

  it('ends the session when the refresh cookie no longer works, and stops asking', async () => {
    sessionStorage.setItem('taller_session', '1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(refreshAnswer(401));
    await expect(ensureSession()).resolves.toBe(false);
    expect(sessionStorage.getItem('taller_session')).toBeNull();
    expect(needsSessionRenewal()).toBe(false);
  });

  it('does not call the server when there is a token, or no marker at all', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await expect(ensureSession()).resolves.toBe(false);
    signedIn();
    await expect(ensureSession()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
