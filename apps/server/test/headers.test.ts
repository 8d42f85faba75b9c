import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, loginAs } from './auth-helpers';
import { upload } from './media-helpers';
import { pdf, png } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function parseCsp(header: string | undefined) {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

const STRICT_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

type Answer = { statusCode: number; headers: Record<string, unknown> };

/** What every answer carries, whatever served it. */
function expectStrictHeaders(res: Answer, where: string) {
  const csp = parseCsp(res.headers['content-security-policy'] as string | undefined);
  const scripts = csp['script-src'] ?? csp['default-src'];
  expect(scripts, `${where}: script-src`).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:', 'http:']) {
    expect(scripts, `${where}: script-src allows ${unsafe}`).not.toContain(unsafe);
  }
  expect(csp['frame-ancestors'], `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  expect(res.headers['x-frame-options'], where).toBe('DENY');
  expect(STRICT_REFERRER, `${where}: Referrer-Policy`).toContain(res.headers['referrer-policy']);
  expect(res.headers['server'], `${where}: Server banner`).toBeUndefined();
  expect(res.headers['x-powered-by'], `${where}: X-Powered-By`).toBeUndefined();
  return csp;
}

describe(`security headers (${testDialect})`, () => {
  let t: TestApp;
  let web: string;
  let token: string;
  let directorEmail: string;
  let directorPassword: string;
  const media: Record<string, string> = {};
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'taller-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(web, 'assets/app-1a2b3c.js'), 'console.log("taller")');
    t = await createTestApp({ WEB_DIST_DIR: web });
    token = (await loginAs(t, 'DIRECTOR')).token;
    const director = await createUser(t, { role: 'DIRECTOR' });
    directorEmail = director.email;
    directorPassword = director.password;
    const res = await upload(t, token, [
      { name: 'foto.png', content: png() },
      { name: 'ficha.pdf', content: pdf() },
    ]);
    for (const item of res.json().data as { url: string; fileType: string }[]) {
      media[item.fileType] = item.url;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are strict on API answers, successful or not', async () => {
    const answers = {
      'GET /api/health': await t.app.inject({ url: '/api/health' }),
      'GET /api/nada (404)': await t.app.inject({ url: '/api/nada' }),
      'GET /api/line without a token (401)': await t.app.inject({ url: '/api/line' }),
      'POST /api/line/create with broken JSON (400)': await t.app.inject({
        method: 'POST',
        url: '/api/line/create',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"name":',
      }),
    };
    for (const [where, res] of Object.entries(answers)) {
      const csp = expectStrictHeaders(res, where);
      expect(csp['default-src'], where).toEqual(["'self'"]);
      expect(csp['object-src'], where).toEqual(["'none'"]);
      expect(csp['base-uri'], where).toEqual(["'self'"]);
      expect(csp['form-action'], where).toEqual(["'self'"]);
    }
  });

  it('keep every API answer out of caches: Cache-Control no-store (security finding 6)', async () => {
    const director = await login(t, directorEmail, directorPassword);
    const auth = { authorization: `Bearer ${director.token}` };
    const answers = {
      'POST /api/auth/login': await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: directorEmail, password: directorPassword },
      }),
      'POST /api/auth/refresh': await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { taller_refresh: director.cookie },
      }),
      'POST /api/auth/refresh without a cookie (401)': await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
      }),
      'GET /api/auth/me': await t.app.inject({ url: '/api/auth/me', headers: auth }),
      'GET /api/user': await t.app.inject({ url: '/api/user', headers: auth }),
      'GET /api/client': await t.app.inject({ url: '/api/client', headers: auth }),
      'GET /api/client/export.csv': await t.app.inject({
        url: '/api/client/export.csv',
        headers: auth,
      }),
      'GET /api/health': await t.app.inject({ url: '/api/health' }),
      'GET /api/nada (404)': await t.app.inject({ url: '/api/nada' }),
      'GET /api/line without a token (401)': await t.app.inject({ url: '/api/line' }),
      'GET /api/%E0%A4%A (malformed, answered before routing)': await t.app.inject({
        url: '/api/%E0%A4%A',
      }),
    };
    for (const [where, res] of Object.entries(answers)) {
      expect(res.statusCode, where).toBeLessThan(500);
      expect(res.headers['cache-control'], where).toBe('no-store');
    }
    expect(answers['POST /api/auth/login'].statusCode).toBe(200);
    expect(answers['POST /api/auth/refresh'].statusCode).toBe(200);
    // The web app and media keep their own caching.
    expect((await t.app.inject({ url: '/assets/app-1a2b3c.js' })).headers['cache-control']).toMatch(
      /immutable/,
    );
  });

  it('are strict on the served web app: the page, a client-side route and an asset', async () => {
    for (const url of ['/', '/director/dashboard/lines', '/assets/app-1a2b3c.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = expectStrictHeaders(res, url);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      // Inline styles stay allowed only because react-hot-toast injects its own <style>.
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
    }
    const page = await t.app.inject({ url: '/director/dashboard/lines' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('are strict on served media: an image inline, a PDF sandboxed in the browser viewer', async () => {
    const image = await t.app.inject({ url: media.IMAGE! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expectStrictHeaders(image, 'image');

    const document = await t.app.inject({ url: media.PDF! });
    expect(document.statusCode).toBe(200);
    const csp = expectStrictHeaders(document, 'pdf');
    expect(csp['sandbox']).toEqual([]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(document.headers['content-disposition']).toMatch(/^inline; filename=/);
  });
});
