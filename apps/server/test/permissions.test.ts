import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAllows } from '../src/plugins/auth';
import { ALL_ROLES, authHeader, loginAs } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * Every /api route × {no token, each role}: the expectation comes from the route's own declared
 * access, so a new route is covered the moment it exists (and cannot exist without a rule).
 */
describe(`route × role matrix (${testDialect})`, () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ALL_ROLES) tokens.set(role, (await loginAs(t, role)).token);
  });
  afterAll(() => t.close());

  const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

  it('declares an access rule for every /api route', () => {
    expect(t.app.routeRules.length).toBeGreaterThan(0);
    for (const rule of t.app.routeRules) expect(rule.access).toBeTruthy();
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const rule of t.app.routeRules.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({ method: rule.method as 'GET', url: fill(rule.url) });
      expect(res.statusCode, `${rule.method} ${rule.url}`).toBe(401);
      expect(res.json().status).toBe(401);
    }
  });

  it('answers 403 to every role the rule excludes, and lets the others through', async () => {
    // Logout revokes the token it is called with: walk it last.
    const rules = [...t.app.routeRules].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const rule of rules.filter((r) => r.access !== 'public')) {
      for (const role of ALL_ROLES) {
        const res = await t.app.inject({
          method: rule.method as 'GET',
          url: fill(rule.url),
          headers: authHeader(tokens.get(role)!),
        });
        const where = `${role} ${rule.method} ${rule.url}`;
        if (roleAllows(rule.access, role)) {
          expect([401, 403], where).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message).toBe('Acceso denegado para realizar esta acción');
        }
      }
    }
  });

  it('compares roles trimmed and upper-cased', () => {
    expect(roleAllows('staff', ' director ')).toBe(true);
    expect(roleAllows('staff', 'producer')).toBe(true);
    expect(roleAllows('staff', 'cliente')).toBe(false);
    expect(roleAllows('manager', 'PRODUCER')).toBe(false);
    expect(roleAllows('client', ' cliente')).toBe(true);
  });
});
