import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@taller/shared';
import { updateUser } from '../src/modules/auth/user.repository';
import { DOCS_AUDIENCE, ISSUER } from '../src/modules/auth/tokens';
import { authHeader, decodeClaims, loginAs } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * A person opens /api/docs in a browser, which sends no bearer token: the web first asks
 * POST /api/docs/session with the session's token for a short-lived cookie scoped to the page.
 */
describe(`the API reference page in a browser (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A staff (or other) session, and the reference page's cookie it was given. */
  async function openedBy(role: string) {
    const session = await loginAs(t, role);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/docs/session',
      headers: authHeader(session.token),
    });
    const cookie = res.cookies.find((c) => c.name === 'taller_docs');
    return { ...session, res, cookie, header: { cookie: `taller_docs=${cookie?.value}` } };
  }
  const page = (headers: Record<string, string>, url = '/api/docs/') =>
    t.app.inject({ url, headers });

  it('gives staff a 15-minute httpOnly, SameSite=Strict cookie that opens the page and its files', async () => {
    const { res, cookie, header } = await openedBy('PRODUCER');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: AUTH_MESSAGES.docsOpened });
    expect(cookie).toMatchObject({
      path: '/api/docs',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 900,
    });
    const shown = await page(header);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect((await page(header, '/api/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
    expect((await page(header, '/api/docs/json')).statusCode).toBe(200);
  });

  it('is refused to a client, and the page without a cookie or token', async () => {
    const { res, cookie } = await openedBy('CLIENTE');
    expect(res.statusCode).toBe(403);
    expect(cookie).toBeUndefined();
    expect((await page({})).statusCode).toBe(401);
  });

  it('opens nothing else: not the API, and not another cookie', async () => {
    const { header } = await openedBy('DIRECTOR');
    expect((await page(header, '/api/auth/me')).statusCode).toBe(401);
    expect((await page(header, '/api/line')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/docs/session', headers: header });
    expect(again.statusCode).toBe(401);
  });

  it('takes only its own signed cookie: not an access token, not a forged one', async () => {
    const { token, header } = await openedBy('DIRECTOR');
    expect((await page({ cookie: `taller_docs=${token}` })).statusCode).toBe(401);
    const claims = decodeClaims(header.cookie.split('=')[1]!);
    const forge = createSigner({ key: 'not-the-secret', iss: ISSUER, aud: DOCS_AUDIENCE });
    const forged = forge({ sub: claims.sub, sid: claims.sid }) as string;
    expect((await page({ cookie: `taller_docs=${forged}` })).statusCode).toBe(401);
  });

  it('ends with the session it came from, and checks the role each time', async () => {
    const signedOut = await openedBy('ADMIN');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(signedOut.token),
    });
    expect((await page(signedOut.header)).statusCode).toBe(401);

    const demoted = await openedBy('ADMINISTRADOR');
    await updateUser(t.app.db, demoted.id, { role: 'CLIENTE' });
    expect((await page(demoted.header)).statusCode).toBe(403);

    const deactivated = await openedBy('PRODUCER');
    await updateUser(t.app.db, deactivated.id, { status: 'INACTIVE' });
    expect((await page(deactivated.header)).statusCode).toBe(401);
  });
});
