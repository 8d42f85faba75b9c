import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from '@taller/shared';
import type { RouteRule } from '../src/plugins/access';
import { isDownload, isReferenceAnswer } from './fuzz/checks';
import { roleAllows } from '../src/plugins/auth';
import { updateUser } from '../src/modules/auth/user.repository';
import {
  ALL_ROLES,
  authHeader,
  createUser,
  decodeClaims,
  loginAs,
  signToken,
  unsignedToken,
} from './auth-helpers';
import { createTestApp, testDialect } from './test-app';

/**
 * Every /api route × every kind of caller. What each role may call is written out by hand below
 * (ALLOWED), not derived from the routes' own declarations: a route declared with the wrong rule
 * fails here, and a route missing from the table fails too, so a new route must be added to it.
 */
const ANYONE = 'public';
const EVERY_ROLE = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN', 'PRODUCER', 'CLIENTE'] as const;
const STAFF = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN', 'PRODUCER'] as const;
const MANAGERS = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN'] as const;

const ALLOWED: Record<string, typeof ANYONE | readonly string[]> = {
  'GET /api/health': ANYONE,
  'GET /api/openapi.json': ANYONE,
  // The API reference page (Swagger UI) and its files.
  'GET /api/docs': STAFF,
  'GET /api/docs/static/index.html': STAFF,
  'GET /api/docs/static/swagger-initializer.js': STAFF,
  'GET /api/docs/json': STAFF,
  'GET /api/docs/yaml': STAFF,
  'GET /api/docs/static/*': STAFF,
  // Its cookie for a browser (asked with the bearer token).
  'POST /api/docs/session': STAFF,
  'POST /api/auth/login': ANYONE,
  'POST /api/auth/refresh': ANYONE,
  'POST /api/auth/forgot-password': ANYONE,
  'POST /api/auth/reset-password': ANYONE,
  'GET /api/auth/me': EVERY_ROLE,
  'POST /api/auth/logout': EVERY_ROLE,

  'GET /api/line': STAFF,
  'GET /api/line/all/active': STAFF,
  'GET /api/line/:id': STAFF,
  'POST /api/line/create': STAFF,
  'PUT /api/line/update': STAFF,
  'DELETE /api/line/delete/:id': STAFF,
  'POST /api/line/restore/:id': STAFF,

  'GET /api/model/all/lineId/:lineId': STAFF,
  'GET /api/model/:id': STAFF,
  'POST /api/model/create': STAFF,
  'PUT /api/model/update': STAFF,
  'DELETE /api/model/delete/:id': STAFF,
  'POST /api/model/restore/:id': STAFF,

  'POST /api/media/upload': STAFF,
  'POST /api/media/delete': STAFF,

  'GET /api/user': MANAGERS,
  'GET /api/user/:id': MANAGERS,
  'POST /api/user/create': MANAGERS,
  'PUT /api/user/update': MANAGERS,
  'DELETE /api/user/delete/:id': MANAGERS,
  'POST /api/user/restore/:id': MANAGERS,
  'POST /api/user/:id/reset-password': MANAGERS,

  'GET /api/institution': STAFF,
  'GET /api/institution/export.csv': STAFF,
  'GET /api/institution/:id': STAFF,
  'POST /api/institution/create': STAFF,
  'PUT /api/institution/update': STAFF,
  'DELETE /api/institution/delete/:id': STAFF,
  'POST /api/institution/restore/:id': STAFF,

  'GET /api/client': STAFF,
  'GET /api/client/export.csv': STAFF,
  'GET /api/client/:id': STAFF,
  'POST /api/client/create': STAFF,
  'PUT /api/client/update': STAFF,
  'DELETE /api/client/delete/:id': STAFF,
  'POST /api/client/restore/:id': STAFF,
  'POST /api/client/:id/reset-password': STAFF,

  'GET /api/product': STAFF,
  'GET /api/product/export.csv': STAFF,
  'GET /api/product/:id': STAFF,
  'POST /api/product/create': STAFF,
  'PUT /api/product/update': STAFF,
  'DELETE /api/product/delete/:id': STAFF,
  'POST /api/product/restore/:id': STAFF,
  'POST /api/product/generate': STAFF,
  'GET /api/size-chart': STAFF,
  'GET /api/size-chart/export.csv': STAFF,
  'GET /api/size-chart/:id': STAFF,
  'POST /api/size-chart/create': STAFF,
  'PUT /api/size-chart/update': STAFF,
  'DELETE /api/size-chart/delete/:id': STAFF,
  'POST /api/size-chart/restore/:id': STAFF,

  'GET /api/package': STAFF,
  'GET /api/package/export.csv': STAFF,
  'GET /api/package/:id': STAFF,
  'POST /api/package/create': STAFF,
  'PUT /api/package/update': STAFF,
  'DELETE /api/package/delete/:id': STAFF,
  'POST /api/package/restore/:id': STAFF,

  'GET /api/order': STAFF,
  'GET /api/order/export.csv': STAFF,
  'GET /api/order/:id': STAFF,
  'POST /api/order/create': STAFF,
  'PUT /api/order/update': STAFF,
  'POST /api/order/:id/status': STAFF,
  'POST /api/order/:id/status/undo': STAFF,
  'DELETE /api/order/delete/:id': STAFF,
  'POST /api/order/restore/:id': STAFF,
  'GET /api/production-sheet': STAFF,
  'GET /api/production-sheet.pdf': STAFF,
  'GET /api/order/:id/production-sheet': STAFF,
  'GET /api/order/:id/production-sheet.pdf': STAFF,
  // Issue 35: an order's labels and packing list.
  'GET /api/order/:id/labels.pdf': STAFF,
  'GET /api/order/:id/packing-list.pdf': STAFF,

  'GET /api/material': STAFF,
  'GET /api/material/export.csv': STAFF,
  'GET /api/material/:id': STAFF,
  'POST /api/material/create': STAFF,
  'PUT /api/material/update': STAFF,
  'DELETE /api/material/delete/:id': STAFF,
  'POST /api/material/restore/:id': STAFF,
  'GET /api/material/:id/movements': STAFF,
  'GET /api/material/movement': STAFF,
  'GET /api/material/movement/export.csv': STAFF,
  'POST /api/material/movement': STAFF,
  'POST /api/material/count': STAFF,
  'POST /api/material/receipt': STAFF,
  'GET /api/material/valuation': STAFF,
  'GET /api/material/valuation/export.csv': STAFF,
  'GET /api/material/requirements': STAFF,
  'GET /api/product/:id/materials': STAFF,
  'PUT /api/product/:id/materials': STAFF,
  'GET /api/order/:id/materials': STAFF,
  // Suppliers (issue 39): staff, as the materials that point at them (decision 027).
  'GET /api/supplier': STAFF,
  'GET /api/supplier/export.csv': STAFF,
  'GET /api/supplier/:id': STAFF,
  'POST /api/supplier/create': STAFF,
  'PUT /api/supplier/update': STAFF,
  'DELETE /api/supplier/delete/:id': STAFF,
  'POST /api/supplier/restore/:id': STAFF,
  // Purchase orders (issue 39): staff, as materials and their receipts (decision 027).
  'GET /api/purchase-order': STAFF,
  'GET /api/purchase-order/export.csv': STAFF,
  'GET /api/purchase-order/:id': STAFF,
  'GET /api/purchase-order/:id/pdf': STAFF,
  'POST /api/purchase-order/create': STAFF,
  'PUT /api/purchase-order/update': STAFF,
  'POST /api/purchase-order/:id/cancel': STAFF,
  'POST /api/purchase-order/:id/mark-sent': STAFF,
  'POST /api/purchase-order/:id/send-email': STAFF,
  'POST /api/purchase-order/:id/receive': STAFF,
  'POST /api/purchase-order/from-shortfall': STAFF,
  'POST /api/order/:id/consume': STAFF,
  'GET /api/cut-plan': STAFF,
  'GET /api/cut-plan/export.csv': STAFF,
  'POST /api/cut-plan/preview': STAFF,
  'POST /api/cut-plan/create': STAFF,
  'GET /api/cut-plan/:id': STAFF,
  'GET /api/cut-plan/:id/pdf': STAFF,
  'POST /api/cut-plan/:id/consume': STAFF,
  'GET /api/notification': EVERY_ROLE,
  'GET /api/notification/export.csv': EVERY_ROLE,
  'POST /api/notification/read': EVERY_ROLE,
  'GET /api/notification/stream': EVERY_ROLE,
  'GET /api/notification/preferences': EVERY_ROLE,
  'PUT /api/notification/preferences': EVERY_ROLE,
  'GET /api/notification/recipients': MANAGERS,
  'PUT /api/notification/recipients': MANAGERS,

  'GET /api/whatsapp/settings': MANAGERS,
  'PUT /api/whatsapp/settings': MANAGERS,
  'GET /api/whatsapp/templates': MANAGERS,
  'PUT /api/whatsapp/templates': MANAGERS,
  'GET /api/whatsapp/messages': STAFF,
  'POST /api/whatsapp/messages/:id/retry': STAFF,
  'GET /api/whatsapp/conversations/:clientId': STAFF,
  'POST /api/whatsapp/reply': STAFF,
  'PUT /api/whatsapp/consent': STAFF,
  'PUT /api/client/:id/whatsapp-consent': STAFF,
  'GET /api/client-area/whatsapp-consent': ['CLIENTE'],
  'PUT /api/client-area/whatsapp-consent': ['CLIENTE'],
  'GET /api/whatsapp/templates/:kind/preview': MANAGERS,
  'GET /api/whatsapp/message/:id/file': STAFF,
  'POST /api/whatsapp/message/:id/proof': STAFF,
  'GET /api/whatsapp/message/:id/orders': STAFF,
  // Meta's calls: the verify token and the body's signature decide, never a session.
  'GET /api/whatsapp/webhook': ANYONE,
  'POST /api/whatsapp/webhook': ANYONE,
  'GET /api/info-bill': STAFF,
  'PUT /api/info-bill': MANAGERS,
  'GET /api/bill': STAFF,
  'GET /api/bill/export.csv': STAFF,
  'GET /api/bill/:id': STAFF,
  'GET /api/bill/:id/pdf': STAFF,
  'POST /api/bill/create': STAFF,
  'POST /api/bill/:id/annul': STAFF,
  'GET /api/payment': STAFF,
  'GET /api/payment/export.csv': STAFF,
  'POST /api/payment/create': STAFF,
  'POST /api/payment/:id/approve': STAFF,
  'POST /api/payment/:id/approve-overpayment': STAFF,
  'POST /api/payment/:id/reject': STAFF,
  'GET /api/receivable': STAFF,
  'GET /api/receivable/export.csv': STAFF,
  'PUT /api/bill/:id/due-date': STAFF,
  'GET /api/reminder-rule': MANAGERS,
  'PUT /api/reminder-rule': MANAGERS,
  'GET /api/bill/:id/reminders': STAFF,
  'GET /api/client-area/orders': ['CLIENTE'],
  'GET /api/client-area/me': ['CLIENTE'],
  'GET /api/client-area/orders/:id': ['CLIENTE'],
  'POST /api/client-area/orders/create': ['CLIENTE'],
  'PUT /api/client-area/orders/:id/people': ['CLIENTE'],
  'GET /api/client-area/catalogue': ['CLIENTE'],
  'GET /api/client-area/tickets': ['CLIENTE'],
  'GET /api/client-area/tickets/:id': ['CLIENTE'],
  'POST /api/client-area/tickets/create': ['CLIENTE'],
  'POST /api/client-area/tickets/:id/reply': ['CLIENTE'],
  'POST /api/client-area/tickets/:id/close': ['CLIENTE'],
  'GET /api/ticket': STAFF,
  'GET /api/ticket/:id': STAFF,
  'POST /api/ticket/:id/reply': STAFF,
  'POST /api/ticket/:id/close': STAFF,
  'POST /api/ticket/:id/reopen': STAFF,
  'GET /api/report/summary': STAFF,
  'GET /api/home': STAFF,
  'POST /api/client/import/preview': STAFF,
  'POST /api/client/import': STAFF,
  'POST /api/institution/import/preview': STAFF,
  'POST /api/institution/import': STAFF,
  'POST /api/product/import/preview': STAFF,
  'POST /api/product/import': STAFF,
  'POST /api/material/import/preview': STAFF,
  'POST /api/material/import': STAFF,
  'POST /api/import/:importId/undo': STAFF,
  // Bulk actions (issue 38): staff, each action checked again against its single route.
  'POST /api/order/bulk': STAFF,
  'POST /api/product/bulk': STAFF,
  'POST /api/material/bulk': STAFF,
  'POST /api/client/bulk': STAFF,
  'GET /api/labels.pdf': STAFF,
  'GET /api/report/status': STAFF,
  'GET /api/report/status/export.csv': STAFF,
  'GET /api/report/timeline': STAFF,
  'GET /api/report/timeline/export.csv': STAFF,
  'GET /api/report/lines': STAFF,
  'GET /api/report/lines/export.csv': STAFF,
  'GET /api/report/models': STAFF,
  'GET /api/report/models/export.csv': STAFF,
  'GET /api/report/sizes': STAFF,
  'GET /api/report/sizes/export.csv': STAFF,
  'GET /api/report/clients': STAFF,
  'GET /api/report/clients/export.csv': STAFF,
  'GET /api/report/institutions': STAFF,
  'GET /api/report/institutions/export.csv': STAFF,
  'GET /api/payment/:id/file': STAFF,
  'GET /api/payment/:id/receipt': STAFF,
  'GET /api/client-area/bills': ['CLIENTE'],
  'GET /api/client-area/bills/:id/pdf': ['CLIENTE'],
  'GET /api/client-area/payments': ['CLIENTE'],
  'GET /api/client-area/payments/:id/file': ['CLIENTE'],
  'GET /api/client-area/payments/:id/receipt': ['CLIENTE'],
  'POST /api/client-area/payments/create': ['CLIENTE'],
  'GET /api/faq': STAFF,
  'GET /api/faq/export.csv': STAFF,
  'GET /api/ticket/export.csv': STAFF,
  'GET /api/faq/:id': STAFF,
  'POST /api/faq/create': STAFF,
  'PUT /api/faq/update': STAFF,
  'POST /api/faq/reorder': STAFF,
  'POST /api/faq/:id/publish': STAFF,
  'POST /api/faq/:id/unpublish': STAFF,
  'DELETE /api/faq/delete/:id': STAFF,
  'POST /api/faq/restore/:id': STAFF,
  'GET /api/client-area/faq': ['CLIENTE'],
  'POST /api/ticket/attachments': STAFF,
  'GET /api/ticket/:id/attachments/:fileId': STAFF,
  'POST /api/client-area/tickets/attachments': ['CLIENTE'],
  'GET /api/client-area/tickets/:id/attachments/:fileId': ['CLIENTE'],
  'GET /api/report/billing': STAFF,
  'GET /api/report/billing/export.csv': STAFF,
  'GET /api/report/consumption': STAFF,
  'GET /api/report/consumption/export.csv': STAFF,
  'GET /api/report/low-stock': STAFF,
  'GET /api/report/low-stock/export.csv': STAFF,
  'GET /api/report/payments': STAFF,
  'GET /api/report/payments/export.csv': STAFF,
  // Production stages (issue 35): managers declare them, every staff member records counts.
  'GET /api/production-stage': STAFF,
  'PUT /api/production-stage': MANAGERS,
  'GET /api/production-stage/responsibles': STAFF,
  'POST /api/order/:id/stage-progress': STAFF,
  'GET /api/order/:id/progress': STAFF,
  'GET /api/production-progress': STAFF,
  'GET /api/production-progress/export.csv': STAFF,
  'GET /api/client-area/orders/:id/progress': ['CLIENTE'],
  'GET /api/order/:id/deliveries': STAFF,
  'POST /api/order/:id/deliveries': STAFF,
  'GET /api/order/:id/delivery-note.pdf': STAFF,
  'GET /api/order/:id/deliveries/export.csv': STAFF,
  'GET /api/client-area/orders/:id/deliveries': ['CLIENTE'],
  // SIAT (issue 36): the tax credentials are the director's; managers sync; staff read.
  'GET /api/siat/settings': ['DIRECTOR'],
  'PUT /api/siat/settings': ['DIRECTOR'],
  'POST /api/siat/sync': MANAGERS,
  'GET /api/siat/status': STAFF,
  'GET /api/siat/catalogue/:name': STAFF,
  'GET /api/bill/:id/xml': STAFF,
  // Cost and margin (issue 39, decision 028): directors only.
  'GET /api/product/:id/cost': ['DIRECTOR'],
  'PUT /api/product/:id/cost': ['DIRECTOR'],
  'GET /api/line/:id/cost': ['DIRECTOR'],
  'PUT /api/line/:id/cost': ['DIRECTOR'],
  'GET /api/report/margin-periods': ['DIRECTOR'],
  'GET /api/report/margin-periods/export.csv': ['DIRECTOR'],
  'GET /api/report/margin-lines': ['DIRECTOR'],
  'GET /api/report/margin-lines/export.csv': ['DIRECTOR'],
  'GET /api/report/margin-clients': ['DIRECTOR'],
  'GET /api/report/margin-clients/export.csv': ['DIRECTOR'],
};

const routeKey = (rule: { method: string; url: string }) => `${rule.method} ${rule.url}`;
const mayCall = (rule: RouteRule, role: string) => {
  const allowed = ALLOWED[routeKey(rule)];
  return allowed === ANYONE || (allowed ?? []).includes(role);
};
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
  it('has every route in the hand-written table, and no stale entry in it', () => {
    expect(rules.map(routeKey).filter((key) => !(key in ALLOWED))).toEqual([]);
    expect(Object.keys(ALLOWED).filter((key) => !rules.some((r) => routeKey(r) === key))).toEqual(
      [],
    );
  });

  it('has routes to walk, and the signer of the expired token is right', async () => {
    expect(rules.length).toBeGreaterThan(10);
    // The same claims with a future exp are accepted: only the expiry fails the expired token.
    const fresh = signToken(t, { sub: live.sub, sid: live.sid, exp: now() + 600 });
    const res = await t.app.inject({ url: '/api/auth/me', headers: authHeader(fresh) });
    expect(res.statusCode).toBe(200);
  });

  for (const rule of rules) {
    it(`${rule.method} ${rule.url}`, async () => {
      const anonymous = await call(rule, invalidCallers[0]!);
      for (const caller of [...invalidCallers, ...roleCallers]) {
        const res = await call(rule, caller);
        const where = `${caller.name} → ${rule.method} ${rule.url}`;
        if (isDownload(res) || isReferenceAnswer(res, rule.url)) {
          // A CSV export, a PDF, the API reference let through: the answers that are not an envelope.
          expect(mayCall(rule, caller.role ?? ''), where).toBe(true);
          continue;
        }
        expect(res.json().status, where).toBe(res.statusCode);
        if (ALLOWED[routeKey(rule)] === ANYONE) {
          // A token changes nothing on a public route.
          expect(res.statusCode, where).toBe(anonymous.statusCode);
        } else if (!caller.role) {
          expect(res.statusCode, where).toBe(401);
          expect(res.json().message, where).toBe(AUTH_MESSAGES.sessionInvalid);
        } else if (mayCall(rule, caller.role)) {
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
    expect(roleAllows('director', ' director')).toBe(true);
    expect(roleAllows('director', 'ADMINISTRADOR')).toBe(false);
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

/**
 * The target's role: an account is changed only by someone who may grant its current role
 * (SECURITY.md). Written out by hand: which callers may act on an account of which role.
 */
const MAY_ACT_ON: Record<string, readonly string[]> = {
  DIRECTOR: EVERY_ROLE,
  ADMINISTRADOR: ['ADMINISTRADOR', 'ADMIN', 'PRODUCER', 'CLIENTE'],
  ADMIN: ['ADMINISTRADOR', 'ADMIN', 'PRODUCER', 'CLIENTE'],
  // Every staff member gives the CLIENTE role: 'Crear acceso' on a client.
  PRODUCER: ['CLIENTE'],
  CLIENTE: [],
};

type ActingRequest = (id: number) => { url: string; payload?: object };

/** The four calls of a resource that act on an account: change, delete, restore, password link. */
const actingRoutes = (resource: 'user' | 'client'): Record<string, ActingRequest> => ({
  [`PUT /api/${resource}/update`]: (id) => ({
    url: `/api/${resource}/update`,
    payload: { id, name: 'Otro Nombre' },
  }),
  [`DELETE /api/${resource}/delete/:id`]: (id) => ({ url: `/api/${resource}/delete/${id}` }),
  [`POST /api/${resource}/restore/:id`]: (id) => ({ url: `/api/${resource}/restore/${id}` }),
  [`POST /api/${resource}/:id/reset-password`]: (id) => ({
    url: `/api/${resource}/${id}/reset-password`,
  }),
});

/** Usuarios acts on an account of any role, by the account's id. */
const ACCOUNT_ROUTES = actingRoutes('user');
/** Client routes act on a client and its CLIENTE account; they take the client's id. */
const CLIENT_ACCOUNT_ROUTES: Record<string, ActingRequest> = {
  ...actingRoutes('client'),
  // The bulk trash (issue 38) deactivates the accounts of the clients it takes.
  'POST /api/client/bulk': (id) => ({
    url: '/api/client/bulk',
    payload: { action: 'trash', ids: [id] },
  }),
};

describe(`route × caller role × target role, for routes that act on an account (${testDialect})`, () => {
  // Callers of their own: the matrix above ended its callers' sessions when it walked logout.
  const callers: Caller[] = [];
  beforeAll(async () => {
    for (const role of ALL_ROLES) {
      callers.push({ name: role, role, headers: authHeader((await loginAs(t, role)).token) });
    }
  });
  let made = 0;
  /** A fresh account of `role` (in the trash when the route restores). */
  const account = async (role: string, trashed: boolean) =>
    (await createUser(t, { role, password: null, deleted: trashed })).id;
  /** A fresh client with a sign-in account, made by a director (in the trash when restoring). */
  async function clientWithAccount(trashed: boolean) {
    made += 1;
    const headers = authHeader(director.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers,
      payload: {
        name: `Cliente Objetivo ${made}`,
        documentNumber: `OBJ-${made}`,
        email: `cliente-${made}@objetivo.test`,
        createAccess: true,
      },
    });
    const id = created.json().data.id as number;
    if (trashed) await t.app.inject({ method: 'DELETE', url: `/api/client/delete/${id}`, headers });
    return id;
  }

  it('covers every route that acts on an account', () => {
    const acting = rules
      .map(routeKey)
      // A client's WhatsApp consent is the client's, not its account's (any staff records it).
      .filter((key) => /^(PUT|DELETE|POST) \/api\/(user|client)\/(?!create)/.test(key))
      .filter((key) => !key.endsWith('/whatsapp-consent'))
      // An import creates clients (without accounts), as the create call does.
      .filter((key) => !key.includes('/import'));
    expect(acting.sort()).toEqual(
      [...Object.keys(ACCOUNT_ROUTES), ...Object.keys(CLIENT_ACCOUNT_ROUTES)].sort(),
    );
  });

  for (const [key, request] of Object.entries(ACCOUNT_ROUTES)) {
    it(key, async () => {
      const [method] = key.split(' ') as ['PUT' | 'DELETE' | 'POST'];
      for (const caller of callers) {
        for (const target of ALL_ROLES) {
          const id = await account(target, key.includes('/restore/'));
          const res = await t.app.inject({
            method,
            ...request(id),
            headers: caller.headers,
            remoteAddress: `10.2.${Math.floor(++address / 250)}.${address % 250}`,
          });
          const where = `${caller.role} → ${key} on a ${target}`;
          const allowed = mayCall({ method, url: key.split(' ')[1]! } as RouteRule, caller.role!);
          if (allowed && MAY_ACT_ON[caller.role!]!.includes(target)) {
            expect([401, 403], where).not.toContain(res.statusCode);
          } else {
            expect(res.statusCode, where).toBe(403);
          }
        }
      }
    });
  }

  for (const [key, request] of Object.entries(CLIENT_ACCOUNT_ROUTES)) {
    it(`${key} (a CLIENTE account)`, async () => {
      const [method] = key.split(' ') as ['PUT' | 'DELETE' | 'POST'];
      for (const caller of callers) {
        const id = await clientWithAccount(key.includes('/restore/'));
        const res = await t.app.inject({
          method,
          ...request(id),
          headers: caller.headers,
          remoteAddress: `10.3.${Math.floor(++address / 250)}.${address % 250}`,
        });
        const where = `${caller.role} → ${key} on a CLIENTE`;
        const allowed = mayCall({ method, url: key.split(' ')[1]! } as RouteRule, caller.role!);
        if (allowed && MAY_ACT_ON[caller.role!]!.includes('CLIENTE')) {
          expect(res.statusCode, where).toBe(200);
        } else {
          expect(res.statusCode, where).toBe(403);
        }
      }
    });
  }
});
