import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/modules/auth/auth.service';
import { createUser } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * Security findings 2 and 7: an attempt is counted before its password is checked, so a burst of
 * concurrent attempts gets no more checks than the limits allow; and a stranger failing on an
 * account from one address locks out that address, not the account's owner.
 */
describe(`sign-in limits under bursts and strangers (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  /** How many attempts on `email` really had their password checked, from the log. */
  const checked = (email: string) =>
    t.logs.filter((l) => l.event === 'login' && l.email === email && l.outcome !== undefined)
      .length;

  it('a burst from one address gets no more checks than the limit, the right password included', async () => {
    const user = await createUser(t, { role: 'DIRECTOR' });
    const wrong = Array.from({ length: 59 }, (_, i) =>
      attempt(user.email, `incorrecta-${i}`, '10.3.0.1'),
    );
    // Sent together with the wrong ones, after them: it is refused like every attempt past the limit.
    const right = attempt(user.email, user.password, '10.3.0.1');
    const answers = await Promise.all([...wrong, right]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(SIGN_IN_LIMITS.perPair);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perPair);
    expect((await right).statusCode).toBe(429);
    expect(checked(user.email)).toBe(SIGN_IN_LIMITS.perPair);
  });

  it('a burst from many addresses gets no more checks than the account-wide ceiling', async () => {
    const user = await createUser(t, { role: 'ADMIN' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attempt(user.email, `incorrecta-${i}`, `10.4.${Math.floor(i / 2)}.${i % 2}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_LIMITS.perAccount);
    expect(checked(user.email)).toBe(SIGN_IN_LIMITS.perAccount);
  });

  it('a stranger failing on a director’s account does not keep the director out', async () => {
    const director = await createUser(t, { role: 'DIRECTOR' });
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
      expect((await attempt(director.email, 'adivinando', '203.0.113.50')).statusCode).toBe(401);
    }
    expect((await attempt(director.email, 'adivinando', '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(director.email, director.password, '198.51.100.7')).statusCode).toBe(200);
    // A success counts for nothing: the director signs in again and again from their address.
    for (let i = 0; i < SIGN_IN_LIMITS.perPair + 1; i++) {
      expect((await attempt(director.email, director.password, '198.51.100.7')).statusCode).toBe(
        200,
      );
    }
  });
});
