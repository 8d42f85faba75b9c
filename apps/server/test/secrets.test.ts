import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from './auth-helpers';
import { startSmtpServer, tokenFromMail } from './smtp';
import { createTestApp, testDialect, type TestApp } from './test-app';

type Exchange = { name: string; res: InjectResponse };

/**
 * A scripted session with mail configured (without SMTP_URL the reset link is written to the log
 * on purpose): sign in, renew, read, forget and reset the password, sign in again, sign out.
 * Then no password, password hash, access or refresh token or reset token may appear in any log
 * line, nor in any answer other than the one that issued it.
 */
describe(`secrets stay secret (${testDialect})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const exchanges: Exchange[] = [];
  const secrets = {
    accessTokens: [] as string[],
    refreshCookies: [] as string[],
    resetToken: '',
    passwords: [] as string[],
  };
  const NEW_PASSWORD = 'otra-clave-muy-larga-2025';
  const WRONG_PASSWORD = 'clave-equivocada-9876';

  const record = async (name: string, request: InjectOptions) => {
    const res = await t.app.inject(request);
    exchanges.push({ name, res });
    return res;
  };
  /** A POST with a JSON body (and any other inject option), recorded. */
  const post = (name: string, url: string, payload?: object, options: InjectOptions = {}) =>
    record(name, { ...options, method: 'POST', url, ...(payload && { payload }) });
  const issued = (res: InjectResponse) => {
    secrets.accessTokens.push(res.json().data.accessToken);
    const cookie = res.cookies.find((c) => c.name === 'taller_refresh')?.value ?? '';
    secrets.refreshCookies.push(cookie);
    return { token: res.json().data.accessToken as string, cookie };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const user = await createUser(t, { role: 'DIRECTOR', name: 'Directora Secreta' });
    secrets.passwords.push(user.password, NEW_PASSWORD, WRONG_PASSWORD);
    const credentials = { email: user.email, password: user.password };

    const first = issued(await post('login', '/api/auth/login', credentials));
    await record('me', { url: '/api/auth/me', headers: authHeader(first.token) });
    const renewed = issued(
      await post('refresh', '/api/auth/refresh', undefined, {
        cookies: { taller_refresh: first.cookie },
      }),
    );
    // Every read the API has (users' included, once they exist): lists, and ids set to the user's.
    for (const rule of t.app.routeRules.filter((r) => r.method === 'GET')) {
      await record(`read ${rule.url}`, {
        url: rule.url.replace(/:[A-Za-z]+/g, String(user.id)),
        headers: authHeader(renewed.token),
      });
    }
    await post('wrong password', '/api/auth/login', { ...credentials, password: WRONG_PASSWORD });
    await post('forgot', '/api/auth/forgot-password', { email: user.email });
    secrets.resetToken = tokenFromMail((await smtp.waitFor(user.email)).raw);
    // The browser opens the mailed link (a page path, logged with the token redacted).
    await record('open link', {
      url: `/reset-password?token=${encodeURIComponent(secrets.resetToken)}`,
    });
    await post('reset', '/api/auth/reset-password', {
      token: secrets.resetToken,
      password: NEW_PASSWORD,
    });
    const again = issued(
      await post('login again', '/api/auth/login', { ...credentials, password: NEW_PASSWORD }),
    );
    await post('logout', '/api/auth/logout', undefined, { headers: authHeader(again.token) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Everything a secret could hide in: each piece of a token on its own too. */
  const fragments = () => [
    ...secrets.accessTokens.flatMap((token) => [token, token.split('.')[2]!]),
    ...secrets.refreshCookies.flatMap((cookie) => [cookie, cookie.split('.')[1]!]),
    secrets.resetToken,
    ...secrets.passwords,
    '$argon2',
  ];

  it('the script ran as intended', () => {
    expect(exchanges.find((e) => e.name === 'reset')?.res.statusCode).toBe(200);
    expect(exchanges.find((e) => e.name === 'login again')?.res.statusCode).toBe(200);
    expect(exchanges.find((e) => e.name === 'wrong password')?.res.statusCode).toBe(401);
    expect(secrets.accessTokens).toHaveLength(3);
    expect(secrets.refreshCookies.every((c) => c.length > 40)).toBe(true);
    expect(secrets.resetToken.length).toBeGreaterThan(30);
    // The log was really captured: sign-ins and the reset are in it.
    expect(t.logs.filter((l) => l.event === 'login').length).toBeGreaterThanOrEqual(3);
    expect(t.logs.some((l) => l.event === 'reset-password')).toBe(true);
  });

  it('no log line holds a password, a hash or any token', () => {
    for (const line of t.logs) {
      const text = JSON.stringify(line);
      for (const secret of fragments()) expect(text, `log line ${text}`).not.toContain(secret);
    }
  });

  it('no answer holds a hash, a password or the reset token, nor a token it did not issue', () => {
    exchanges.forEach(({ name, res }, i) => {
      const own = (list: string[], index: number) => (index >= 0 ? [list[index]!] : []);
      const issuedHere = [
        ...own(secrets.accessTokens, ['login', 'refresh', 'login again'].indexOf(name)),
        ...own(secrets.refreshCookies, ['login', 'refresh', 'login again'].indexOf(name)),
      ];
      const headers = { ...res.headers, 'set-cookie': undefined };
      const text = res.body + JSON.stringify(headers);
      for (const secret of fragments()) {
        if (issuedHere.some((own) => own.includes(secret))) continue;
        expect(text, `answer ${i} (${name})`).not.toContain(secret);
      }
      const cookies = [res.headers['set-cookie'] ?? []].flat().join('\n');
      for (const secret of fragments().filter((s) => !issuedHere.some((own) => own.includes(s)))) {
        expect(cookies, `cookies of answer ${i} (${name})`).not.toContain(secret);
      }
    });
  });

  it('the database keeps only hashes of refresh secrets and reset tokens', async () => {
    const rows = JSON.stringify([
      await t.app.db.selectFrom('sessions').selectAll().execute(),
      await t.app.db.selectFrom('passwordTokens').selectAll().execute(),
    ]);
    expect(rows).not.toContain(secrets.resetToken);
    for (const cookie of secrets.refreshCookies) expect(rows).not.toContain(cookie.split('.')[1]);
  });
});
