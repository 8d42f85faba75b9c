import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, authMe, createUser, login, setPassword } from './auth-helpers';
import { SIGN_IN_LIMITS } from '../src/modules/auth/auth.service';
import { startSmtpServer, tokenFromMail } from './smtp';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { expectDataless } from './people-helpers';

const ADMIN = { email: 'directora@taller.test', password: 'una clave larga de prueba' };

describe(`auth (${testDialect})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://taller.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** POSTs a JSON body to an auth call (with any other inject option). */
  const post = (url: string, payload: object, options: InjectOptions = {}) =>
    t.app.inject({ ...options, method: 'POST', url, payload });
  /** POST /api/auth/refresh with this refresh cookie. */
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { taller_refresh: cookie } });
  /** Moves the `column` time of the session behind this refresh cookie `ms` milliseconds back. */
  const backdateSession = (cookie: string, column: 'lastUsedAt' | 'createdAt', ms: number) =>
    t.app.db
      .updateTable('sessions')
      .set({ [column]: new Date(Date.now() - ms).toISOString() })
      .where('id', '=', cookie.split('.')[0]!)
      .execute();

  describe('the first director', () => {
    it('comes from ADMIN_EMAIL / ADMIN_PASSWORD and is hashed with argon2id', async () => {
      const row = await t.app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('DIRECTOR');
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    });

    it('without ADMIN_PASSWORD gets a generated password printed once to the log', async () => {
      const other = await createTestApp({ ADMIN_EMAIL: 'jefa@taller.test' });
      try {
        const line = other.logs.find((l) => String(l.msg).includes('First director account'));
        const password = /with password (\S+)/.exec(String(line?.msg))?.[1];
        expect(password).toBeDefined();
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'jefa@taller.test', password },
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in and sets an HttpOnly, SameSite=Strict refresh cookie scoped to the refresh path', async () => {
      const res = await post('/api/auth/login', {
        email: '  DIRECTORA@taller.test ',
        password: ADMIN.password,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(200);
      expect(body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.data.user).toEqual({
        id: expect.any(Number),
        name: 'Director',
        email: ADMIN.email,
        role: 'DIRECTOR',
      });
      const cookie = res.cookies.find((c) => c.name === 'taller_refresh');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth/refresh',
      });
      expect(cookie?.maxAge).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('argon2');
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const wrong = await post('/api/auth/login', { email: ADMIN.email, password: 'no es esta' });
      const unknown = await post(
        '/api/auth/login',
        { email: 'nadie@taller.test', password: 'no es esta' },
        { remoteAddress: '10.0.0.2' },
      );
      for (const res of [wrong, unknown]) {
        expectDataless(res, 401, 'Correo o contraseña incorrectos', 'INVALID_CREDENTIALS');
      }
    });

    it('refuses an inactive user with 403', async () => {
      const user = await createUser(t, { role: 'PRODUCER', status: 'INACTIVE' });
      const res = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        { remoteAddress: '10.0.0.3' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Tu cuenta está desactivada. Contacta con un administrador.');
    });

    it('rate-limits repeated failures per account and address, saying when to retry', async () => {
      const user = await createUser(t, { role: 'ADMIN' });
      const attempt = (ip: string, password = 'incorrecta') =>
        post('/api/auth/login', { email: user.email, password }, { remoteAddress: ip });
      for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
        expect((await attempt('10.1.0.1')).statusCode).toBe(401);
      }
      const limited = await attempt('10.1.0.1', user.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Demasiados intentos\. Inténtalo de nuevo en \d+ segundos\.$/,
      );
      expect(limited.json().data.retryAfterSeconds).toBeGreaterThan(0);
      // The owner, from an address of their own, is not locked out (security finding 7).
      expect((await attempt('10.1.0.2', user.password)).statusCode).toBe(200);
    });

    it('rate-limits repeated failures per IP across accounts', async () => {
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
        const res = await post(
          '/api/auth/login',
          { email: `otro${i}@taller.test`, password: 'incorrecta' },
          { remoteAddress: '10.2.0.1' },
        );
        expect(res.statusCode).toBe(401);
      }
      const res = await post(
        '/api/auth/login',
        { email: ADMIN.email, password: ADMIN.password },
        { remoteAddress: '10.2.0.1' },
      );
      expect(res.statusCode).toBe(429);
    });

    it('logs every attempt without the password', async () => {
      // Its own attempts: a failure and a success, whatever ran before.
      const user = await createUser(t, { role: 'PRODUCER' });
      const from = { remoteAddress: '10.5.0.1' };
      await post('/api/auth/login', { email: user.email, password: 'incorrecta' }, from);
      await post('/api/auth/login', { email: user.email, password: user.password }, from);
      const outcomes = t.logs
        .filter((l) => l.event === 'login' && l.email === user.email)
        .map((l) => l.outcome);
      expect(outcomes).toEqual(['failure', 'success']);
      const all = JSON.stringify(t.logs);
      expect(all).not.toContain(ADMIN.password);
      expect(all).not.toContain(user.password);
      expect(all).not.toContain('incorrecta');
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me needs a valid bearer token', async () => {
      const { token } = await login(t, ADMIN.email, ADMIN.password);
      const me = await authMe(t, token);
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(ADMIN.email);
      for (const headers of [{}, authHeader('garbage'), authHeader(token + 'x')]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
      }
    });

    it('logout revokes that session at once', async () => {
      const { token } = await login(t, ADMIN.email, ADMIN.password);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: authHeader(token),
      });
      expect(out.statusCode).toBe(200);
      const me = await authMe(t, token);
      expect(me.statusCode).toBe(401);
    });

    it('deactivating a user ends their sessions at once', async () => {
      const user = await createUser(t, { role: 'PRODUCER' });
      const { token } = await login(t, user.email, user.password);
      await t.app.db
        .updateTable('users')
        .set({ status: 'INACTIVE' })
        .where('id', '=', user.id)
        .execute();
      const me = await authMe(t, token);
      expect(me.statusCode).toBe(401);
    });

    it('refresh rotates the cookie; reusing an old one revokes the whole session', async () => {
      const first = await login(t, ADMIN.email, ADMIN.password);
      const renewed = await refresh(first.cookie);
      expect(renewed.statusCode).toBe(200);
      const second = renewed.cookies.find((c) => c.name === 'taller_refresh')!.value;
      expect(second).not.toBe(first.cookie);
      const token = renewed.json().data.accessToken as string;
      expect((await authMe(t, token)).statusCode).toBe(200);

      // A cookie replaced more than a few seconds ago is a stolen or replayed one.
      await backdateSession(first.cookie, 'lastUsedAt', 11_000);
      const reused = await refresh(first.cookie);
      expect(reused.statusCode).toBe(401);
      // The whole session is gone: the newest cookie and token no longer work either.
      expect((await refresh(second)).statusCode).toBe(401);
      expect((await authMe(t, token)).statusCode).toBe(401);
    });

    it('two tabs renewing at once with the same cookie both get a token; the session lives on', async () => {
      const { cookie } = await login(t, ADMIN.email, ADMIN.password);
      const [a, b] = [await refresh(cookie), await refresh(cookie)];
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      // Only the winner sets a cookie; the loser leaves the browser's (new) cookie alone.
      const next = a.cookies.find((c) => c.name === 'taller_refresh')!.value;
      expect(b.cookies.find((c) => c.name === 'taller_refresh')).toBeUndefined();
      const again = await refresh(next);
      expect(again.statusCode).toBe(200);
      const token = b.json().data.accessToken as string;
      const me = await authMe(t, token);
      expect(me.statusCode).toBe(200);
    });

    it('refresh without a cookie or with a forged one answers 401', async () => {
      for (const cookies of [{}, { taller_refresh: 'x.y' }, { taller_refresh: 'nada' }] as Record<
        string,
        string
      >[]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies });
        expect(res.statusCode).toBe(401);
      }
    });

    it('a session idle for more than 2 hours cannot be renewed', async () => {
      const { cookie } = await login(t, ADMIN.email, ADMIN.password);
      await backdateSession(cookie, 'lastUsedAt', 2 * 60 * 60 * 1000 + 1000);
      expect((await refresh(cookie)).statusCode).toBe(401);
    });

    it('a session older than 12 hours ends even if used', async () => {
      const { cookie, token } = await login(t, ADMIN.email, ADMIN.password);
      await backdateSession(cookie, 'createdAt', 12 * 60 * 60 * 1000 + 1000);
      expect((await authMe(t, token)).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('always answers 200, and mails a one-time link when the account exists', async () => {
      const unknown = await post('/api/auth/forgot-password', { email: 'nadie@taller.test' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().message).toBe(
        'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
      );

      const user = await createUser(t, { role: 'ADMINISTRADOR' });
      const session = await login(t, user.email, user.password);
      const res = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      const mail = await smtp.waitFor(user.email);
      expect(mail.raw).toContain('http://taller.test/reset-password?token=');
      const token = tokenFromMail(mail.raw);

      const weak = await setPassword(t, token, 'password123');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.',
      );

      const done = await setPassword(t, token, 'mi nueva clave de taller');
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('Contraseña actualizada. Ya puedes iniciar sesión.');

      // Single use; every other session of that user is over; the new password works.
      const again = await setPassword(t, token, 'otra clave distinta más');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'El enlace para restablecer la contraseña no es válido o ha caducado.',
      );
      const me = await authMe(t, session.token);
      expect(me.statusCode).toBe(401);
      await login(t, user.email, 'mi nueva clave de taller');
    });

    it('refuses an expired link', async () => {
      const user = await createUser(t, { role: 'ADMIN' });
      await post('/api/auth/forgot-password', { email: user.email });
      const token = tokenFromMail((await smtp.waitFor(user.email)).raw);
      await t.app.db
        .updateTable('passwordTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('userId', '=', user.id)
        .execute();
      const res = await setPassword(t, token, 'una clave nueva cualquiera');
      expect(res.statusCode).toBe(400);
    });

    it('never stores the token itself', async () => {
      const rows = await t.app.db.selectFrom('passwordTokens').select('tokenHash').execute();
      const mails = smtp.received.map((m) => tokenFromMail(m.raw));
      for (const token of mails) expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    });
  });
});
