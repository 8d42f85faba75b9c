import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { authHeader, loginAs } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/** A write as cheap as there is: the caller marks their notifications read. */
const markRead = (t: TestApp, token: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/notification/read',
    headers: authHeader(token),
    payload: { all: true },
    remoteAddress,
  });

function expectLimited(res: Awaited<ReturnType<typeof markRead>>) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    message: `Demasiados intentos. Inténtalo de nuevo en ${seconds} segundos.`,
    data: { retryAfterSeconds: seconds },
  });
}

it('limits writes by default at what no person reaches: 300 a minute per account, 600 per address', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-limits-'));
  try {
    expect(loadConfig({ DATA_DIR: dir }).limits).toMatchObject({
      writesPerMinute: { perAccount: 300, perAddress: 600 },
      uploadsPerDay: {
        staff: { files: 200, bytes: 500 * 1024 * 1024 },
        client: { files: 50, bytes: 100 * 1024 * 1024 },
      },
      proofsPerDay: 30,
      pendingProofs: 10,
      streams: { perUser: 5, perAddress: 50 },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Writes limited per account and per address (issue 32, finding 3), lowered to a few here. */
describe(`write limits (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_WRITES_PER_MIN: '5', ADDRESS_WRITES_PER_MIN: '8' });
  });
  afterAll(() => t.close());

  it('a burst of writes over the per-account limit is refused with 429 and Retry-After', async () => {
    const a = await loginAs(t, 'PRODUCER');
    const b = await loginAs(t, 'PRODUCER');
    // Each from an address of its own: only the account's count is reached.
    for (let i = 0; i < 5; i++)
      expect((await markRead(t, a.token, `10.9.0.${i}`)).statusCode).toBe(200);
    expectLimited(await markRead(t, a.token, '10.9.0.9'));
    // Reads go on, another account is not held back, and signing out is never refused.
    const read = await t.app.inject({ url: '/api/notification', headers: authHeader(a.token) });
    expect(read.statusCode).toBe(200);
    expect((await markRead(t, b.token, '10.9.1.1')).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(a.token),
      remoteAddress: '10.9.0.9',
    });
    expect(out.statusCode).toBe(200);
  });

  it('counts the writes of every account from one address together', async () => {
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await loginAs(t, 'PRODUCER')).token);
    // Eight writes from one address, two by each account: then the address is full.
    for (const token of [...tokens, ...tokens]) {
      expect((await markRead(t, token, '203.0.113.80')).statusCode).toBe(200);
    }
    expectLimited(await markRead(t, tokens[0]!, '203.0.113.80'));
    // Signing in is a write too: the same address waits.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@taller.test', password: 'no-es-la-clave' },
      remoteAddress: '203.0.113.80',
    });
    expectLimited(signIn);
    // The same account from another address is still under its own limit.
    expect((await markRead(t, tokens[0]!, '203.0.113.81')).statusCode).toBe(200);
  });
});
