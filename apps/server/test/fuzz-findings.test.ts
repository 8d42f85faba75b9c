import { describe, expect, it } from 'vitest';
import { authHeader, createUser, signedInApp } from './auth-helpers';
import { answerProblems } from './fuzz/checks';
import { startSmtpServer } from './smtp';
import { createTestApp, testDialect } from './test-app';
import { expectDataless } from './people-helpers';

/** What the fuzzer found, pinned down one by one so that it stays fixed. */
describe(`fuzzer findings (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR');

  it('a malformed percent-encoding in the path answers 400 in the Spanish envelope, with the security headers', async () => {
    // Fastify answered this before routing, in English, outside the envelope, with no headers.
    for (const url of ['/api/line/restore/%zz', '/api/line/%E0%A4%A', '/%zz']) {
      const res = await ctx.t.app.inject({ method: 'POST', url, headers: authHeader(ctx.token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        status: 400,
        message: 'La dirección solicitada no es válida',
        data: null,
        code: 'BAD_REQUEST',
      });
      expect(answerProblems(res, 'POST'), url).toEqual([]);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('an over-long path parameter answers 414 in the Spanish envelope, with the security headers', async () => {
    const res = await ctx.t.app.inject({
      url: `/api/line/${'9'.repeat(201)}`,
      headers: authHeader(ctx.token),
    });
    expectDataless(res, 414, 'La dirección solicitada es demasiado larga', 'URI_TOO_LONG');
    expect(answerProblems(res, 'GET')).toEqual([]);
  });

  it('an order update whose item is refused by its own rules answers 400, not 500', async () => {
    // The item's own refusal (a product and a pack at once) left it untransformed, without
    // `people`, and the update's check of repeated ids read `item.people` of it.
    const res = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/order/update',
      headers: authHeader(ctx.token),
      payload: {
        id: 13,
        version: 1,
        clientId: 1,
        promisedDate: '2030-01-01',
        items: [{ id: 9, productId: 26, packageId: 56, quantity: 13, discountCents: null }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Cada artículo debe ser un producto o un paquete, no ambos',
      code: 'VALIDATION',
    });
    expect(answerProblems(res, 'PUT')).toEqual([]);
  });

  it('a body nested a hundred thousand deep is not walked into a stack overflow', async () => {
    // The control-character check walked the raw body recursively: RangeError, 500.
    const depth = 100_000;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/order/1/consume',
      headers: { ...authHeader(ctx.token), 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(answerProblems(res, 'POST')).toEqual([]);
  });

  it('a password link mailed in the background is tracked: shutting down waits for it', async () => {
    // The fuzzer saw a row appear after its answer (PostgreSQL); a shutdown could have cut it.
    const smtp = await startSmtpServer();
    const mailing = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const user = await createUser(mailing, { role: 'DIRECTOR' });
      const res = await mailing.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await mailing.app.close();
      expect(smtp.received.map((m) => m.to)).toEqual([[user.email]]);
    } finally {
      await mailing.close().catch(() => {});
      await smtp.close();
    }
  });
});
