import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SIGN_IN_LIMITS } from '../src/modules/auth/auth.service';

/** One failed sign-in with a new unknown email each time, so only the per-IP budget is spent. */
let attempt = 0;
const failSignIn = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: `nadie-${++attempt}@taller.test`, password: 'no-es-la-clave' },
  });

describe('TRUST_PROXY configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-trust-proxy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('TRUST_PROXY=%s is read as %j', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ DATA_DIR: dir, ...env }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '2', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com'])(
    'TRUST_PROXY=%s stops the start naming the variable',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY="${value}": must be false, true, or a comma-separated list`,
      );
    },
  );
});

describe(`client address behind a proxy (${testDialect})`, () => {
  it('by default X-Forwarded-For is ignored: changing it does not escape the per-IP limit', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
        const res = await failSignIn(t, { 'x-forwarded-for': `203.0.113.${i}` });
        expect(res.statusCode).toBe(401);
      }
      const limited = await failSignIn(t, { 'x-forwarded-for': '203.0.113.99' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Demasiados intentos\./);
      const logged = t.logs.filter((l) => l.event === 'login').map((l) => l.ip);
      expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
    } finally {
      await t.close();
    }
  });

  it('with the proxy trusted, each forwarded client has its own limit and is logged', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
        expect((await failSignIn(t, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(401);
      }
      expect((await failSignIn(t, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
      expect((await failSignIn(t, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(401);
      const logged = t.logs.filter((l) => l.event === 'login').map((l) => l.ip);
      expect(new Set(logged)).toEqual(new Set(['203.0.113.7', '203.0.113.8']));
    } finally {
      await t.close();
    }
  });

  it('the refresh cookie is Secure when the trusted proxy says the visit came over HTTPS', async () => {
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'jefa@taller.test', password: 'clave-de-la-jefa-larga' },
      });
    const admin = { ADMIN_EMAIL: 'jefa@taller.test', ADMIN_PASSWORD: 'clave-de-la-jefa-larga' };
    const direct = await createTestApp(admin);
    const proxied = await createTestApp({ ...admin, TRUST_PROXY: '127.0.0.1' });
    try {
      const plain = String((await login(direct)).headers['set-cookie']);
      expect(plain).toContain('taller_refresh=');
      expect(plain).not.toMatch(/;\s*Secure/i);
      const secure = String((await login(proxied)).headers['set-cookie']);
      expect(secure).toContain('taller_refresh=');
      expect(secure).toMatch(/;\s*Secure/i);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
