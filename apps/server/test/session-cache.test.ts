import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_KEPT_MS, createSessionCache } from '../src/modules/auth/session-cache';
import { ACCESS_TOKEN_SECONDS } from '../src/modules/auth/tokens';
import { authHeader, createUser, login } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * A session's check is kept between requests (decision 009, issue 40): whatever changes the
 * session or its user — through the API or around it — is seen by the very next request.
 */
describe(`a kept session check is never stale (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
  const lines = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/line', headers: authHeader(token) });

  it('sees a sign-out at once', async () => {
    const user = await createUser(t, { role: 'ADMINISTRADOR' });
    const { token } = await login(t, user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sees a user deactivated, or its role changed, by a write around the services', async () => {
    const user = await createUser(t, { role: 'ADMINISTRADOR' });
    const { token } = await login(t, user.email, user.password);
    expect((await lines(token)).statusCode).toBe(200);
    await t.app.db
      .updateTable('users')
      .set({ role: 'CLIENTE' })
      .where('id', '=', user.id)
      .execute();
    expect((await lines(token)).statusCode).toBe(403);
    await sql`update users set status = 'INACTIVE' where id = ${user.id}`.execute(t.app.db);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sees a session revoked in a transaction', async () => {
    const user = await createUser(t, { role: 'PRODUCER' });
    const { token } = await login(t, user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db
      .transaction()
      .execute((trx) =>
        trx
          .updateTable('sessions')
          .set({ revokedAt: new Date().toISOString() })
          .where('userId', '=', user.id)
          .execute(),
      );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token verified before once it has expired', async () => {
    const user = await createUser(t, { role: 'DIRECTOR' });
    const { token } = await login(t, user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000 });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('trusts a kept session at most a few seconds when nothing announces a write', async () => {
    const user = await createUser(t, { role: 'ADMINISTRADOR' });
    await login(t, user.email, user.password);
    const { id } = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    // A feed that never moves: a revocation written by another program, which no bump announces.
    const silent = { sync: async () => {}, stamp: () => 'same' } as never;
    let clock = 1_000_000;
    const find = createSessionCache(t.app.db, silent, () => clock);
    expect((await find(id))?.revokedAt ?? null).toBeNull();
    await sql`update sessions set revoked_at = ${new Date().toISOString()} where id = ${id}`.execute(
      t.app.db,
    );
    clock += SESSION_KEPT_MS - 1;
    expect((await find(id))?.revokedAt ?? null).toBeNull();
    clock += 1;
    expect((await find(id))?.revokedAt ?? null).not.toBeNull();
  });
});
