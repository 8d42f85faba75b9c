import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from '@taller/shared';
import type { RouteRule } from '../src/plugins/access';
import { isCsv } from './fuzz/checks';
import { roleAllows } from '../src/plugins/auth';
import { updateUser } from '../src/modules/users/user.repository';
import {
  ALL_ROLES,
  authHeader,
  decodeClaims,
  loginAs,
  signToken,
  unsignedToken,
} from './auth-helpers';
import { createTestApp, testDialect } from './test-app';

/**
 * Every /api route × every kind of caller. The expectation comes from the route's own declared
 * access (roleAllows, the one place access is decided), so a route is covered the moment it
 * exists, and it cannot exist without a rule (last block).
 */
const t = await createTestApp();
afterAll(() => t.close());

type Caller = { name: string; headers: Record<string, string>; role?: string };

const now = () => Math.floor(Date.now() / 1000);
const director = await loginAs(t, 'DIRECTOR');
const live = decodeClaims(director.token);

const revoked = await loginAs(t, 'DIRECTOR');
await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(revoked.token) });

const deactivated = await loginAs(t, 'ADMIN');
await updateUser(t.app.db, deactivated.id, { status: 'INACTIVE' });

/** Callers without a live session: every non-public route answers them 401. */
const invalidCallers: Caller[] = [
  { name: 'no token', headers: {} },
  {
    name: 'expired token',
    headers: authHeader(signToken(t, { sub: live.sub, sid: live.sid, exp: now() - 60 })),
  },
  { name: 'revoked token (after logout)', headers: authHeader(revoked.token) },
  { name: 'token of a deactivated user', headers: authHeader(deactivated.token) },
  {
    name: 'token signed with another secret',
    headers: authHeader(
      signToken(
        t,
        { sub: live.sub, sid: live.sid, exp: now() + 600 },
        randomBytes(32).toString('base64url'),
      ),
    ),
  },
  { name: 'unsigned token (alg none)', headers: authHeader(unsignedToken(live)) },
  { name: 'token under another scheme', headers: { authorization: `Basic ${director.token}` } },
  { name: 'garbage token', headers: authHeader('no.es.un-token') },
];

const roleCallers: Caller[] = [];
for (const role of ALL_ROLES) {
  roleCallers.push({ name: role, role, headers: authHeader((await loginAs(t, role)).token) });
}

// Logout ends the session of the token it is called with: walk those routes last.
const ends = (rule: RouteRule) => rule.url.endsWith('/logout');
const rules = [...t.app.routeRules].sort((a, b) => Number(ends(a)) - Number(ends(b)));

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');
let address = 0;
const call = (rule: RouteRule, caller: Caller) =>
  t.app.inject({
    method: rule.method as 'GET',
    url: fill(rule.url),
    headers: caller.headers,
    // Each call from an address of its own: per-IP rate limits never decide an answer here.
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe(`route × caller matrix (${testDialect})`, () => {
  it('has routes to walk, and the signer of the expired token is right', async () => {
    expect(rules.length).toBeGreaterThan(10);
    // The same claims with a future exp are accepted: only the expiry fails the expired token.
    const fresh = signToken(t, { sub: live.sub, sid: live.sid, exp: now() + 600 });
    const res = await t.app.inject({ url: '/api/auth/me', headers: authHeader(fresh) });
    expect(res.statusCode).toBe(200);
  });

  for (const rule of rules) {
    it(`${rule.method} ${rule.url} (${rule.access})`, async () => {
      const anonymous = await call(rule, invalidCallers[0]!);
      for (const caller of [...invalidCallers, ...roleCallers]) {
        const res = await call(rule, caller);
        const where = `${caller.name} → ${rule.method} ${rule.url}`;
        if (res.statusCode === 200 && isCsv(res)) {
          // A CSV export let through: the one answer that is not an envelope.
          expect(roleAllows(rule.access, caller.role ?? ''), where).toBe(true);
          continue;
        }
        expect(res.json().status, where).toBe(res.statusCode);
        if (rule.access === 'public') {
          // A token changes nothing on a public route.
          expect(res.statusCode, where).toBe(anonymous.statusCode);
        } else if (!caller.role) {
          expect(res.statusCode, where).toBe(401);
          expect(res.json().message, where).toBe(AUTH_MESSAGES.sessionInvalid);
        } else if (roleAllows(rule.access, caller.role)) {
          expect([401, 403], where).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message, where).toBe(MESSAGES.forbidden);
        }
      }
    });
  }

  it('compares roles trimmed and upper-cased', () => {
    expect(roleAllows('staff', ' director ')).toBe(true);
    expect(roleAllows('staff', 'producer')).toBe(true);
    expect(roleAllows('staff', 'cliente')).toBe(false);
    expect(roleAllows('manager', 'PRODUCER')).toBe(false);
    expect(roleAllows('client', ' cliente')).toBe(true);
  });
});

describe(`routes without an access rule (${testDialect})`, () => {
  it('stop the app from starting', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get('/api/__olvidada', async () => ({ status: 200, message: 'OK', data: null }));
      }),
    ).rejects.toThrow('Route GET /api/__olvidada declares no access rule');
  });

  it('stop it too when the rule is not a known access level', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.post('/api/__rara', { config: { access: 'everyone' as 'public' } }, async () => ({
          status: 200,
          message: 'OK',
          data: null,
        }));
      }),
    ).rejects.toThrow('Route POST /api/__rara declares no access rule');
  });
});
