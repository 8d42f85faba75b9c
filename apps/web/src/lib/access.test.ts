import { describe, expect, it } from 'vitest';
import { areaOf, decideAccess, homeFor, pathAfterLogin, safeReturnPath } from './access';

describe('access guard decisions (SPEC.md §4)', () => {
  it('sends a visitor without a token from any protected area to / remembering the origin', () => {
    for (const area of ['client', 'director'] as const) {
      expect(decideAccess(area, { token: null, role: 'DIRECTOR' })).toEqual({
        allow: false,
        redirectTo: '/',
        rememberOrigin: true,
      });
    }
  });

  it('lets a visitor without a token use the public pages', () => {
    expect(decideAccess('public', { token: null, role: undefined })).toEqual({ allow: true });
  });

  it.each([
    ['DIRECTOR', '/director/dashboard'],
    [' administrador', '/director/dashboard'],
    ['Admin', '/director/dashboard'],
    ['producer', '/director/dashboard'],
    ['CLIENTE', '/client/dashboard'],
    ['', '/client/dashboard'],
    [undefined, '/client/dashboard'],
  ])('sends a signed-in %j away from public pages to %s', (role, home) => {
    expect(decideAccess('public', { token: 't', role })).toEqual({
      allow: false,
      redirectTo: home,
      rememberOrigin: false,
    });
    expect(homeFor(role)).toBe(home);
  });

  it('sends a non-staff role from a director route to the client dashboard', () => {
    expect(decideAccess('director', { token: 't', role: 'CLIENTE' })).toEqual({
      allow: false,
      redirectTo: '/client/dashboard',
      rememberOrigin: false,
    });
    expect(decideAccess('director', { token: 't', role: ' producer ' })).toEqual({ allow: true });
  });

  it('lets any signed-in role into the client area', () => {
    expect(decideAccess('client', { token: 't', role: 'CLIENTE' })).toEqual({ allow: true });
    expect(decideAccess('client', { token: 't', role: 'DIRECTOR' })).toEqual({ allow: true });
  });

  it('knows which area a path belongs to', () => {
    expect(areaOf('/')).toBe('public');
    expect(areaOf('/reset-password')).toBe('public');
    expect(areaOf('/director/dashboard/models/3')).toBe('director');
    expect(areaOf('/client/faq')).toBe('client');
    expect(areaOf('/directorio')).toBeNull();
    expect(areaOf('/no/such/page')).toBeNull();
  });
});

describe('return after sign-in', () => {
  it('goes back to the remembered origin, query and hash included', () => {
    expect(pathAfterLogin('/director/dashboard/clients?q=ana#top', 'DIRECTOR')).toBe(
      '/director/dashboard/clients?q=ana#top',
    );
    expect(pathAfterLogin('/client/support', 'CLIENTE')).toBe('/client/support');
  });

  it('goes home when nothing is remembered, the origin is public, or the role may not go back', () => {
    expect(pathAfterLogin(undefined, 'ADMIN')).toBe('/director/dashboard');
    expect(pathAfterLogin('/', 'CLIENTE')).toBe('/client/dashboard');
    expect(pathAfterLogin('/reset-password?token=x', 'ADMIN')).toBe('/director/dashboard');
    expect(pathAfterLogin('/director/dashboard/lines', 'CLIENTE')).toBe('/client/dashboard');
  });

  it('never leaves the app', () => {
    for (const from of ['https://evil.example', '//evil.example/x', '/\\evil.example', 42, {}]) {
      expect(safeReturnPath(from)).toBeNull();
      expect(pathAfterLogin(from, 'DIRECTOR')).toBe('/director/dashboard');
    }
  });
});
