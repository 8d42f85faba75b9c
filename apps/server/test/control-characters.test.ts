import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@taller/shared';
import { authHeader, loginAs, signedInApp } from './auth-helpers';
import { jsonSchemaOf, propertyNames } from './fuzz/schema-arbitrary';
import { orderBody, orderFixtures } from './order-helpers';
import { caller } from './people-helpers';
import { testDialect } from './test-app';
import { SETTINGS } from './whatsapp-helpers';

/**
 * Issue 32, finding 8: `GET /api/faq?category=%00` answered 500 on PostgreSQL (which cannot
 * store or compare a NUL). Every text of a query string, a path or a body is refused with a 400
 * when it carries a control character, on every route, whatever its own schema says.
 */
describe(`control characters are refused everywhere (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR');
  let clientToken = '';
  const tokenFor = async (access: string) => {
    if (access !== 'client') return ctx.token;
    clientToken ||= (await loginAs(ctx.t, 'CLIENTE')).token;
    return clientToken;
  };

  /** The answer to `method url` (JSON `payload` if given), as the route's own kind of caller. */
  const send = async (rule: { method: string; access: string }, url: string, payload?: object) =>
    ctx.t.app.inject({
      method: rule.method as 'GET',
      url,
      headers: authHeader(await tokenFor(rule.access)),
      ...(payload && { payload }),
    });

  /** The status and code of a refusal, and whether one of its errors names `field`. */
  const refusal = (res: LightMyRequestResponse, field: string) => {
    type Refusal = { code?: string; data?: { errors?: { field: string }[] } };
    // A CSV export that let the value through answers a file, not an envelope.
    const isJson = String(res.headers['content-type']).startsWith('application/json');
    const body = (isJson ? res.json() : {}) as Refusal;
    const named = (body.data?.errors ?? []).some((error) => error.field === field);
    return { status: res.statusCode, code: body.code, named };
  };
  const refused = { status: 400, code: 'VALIDATION', named: true };

  it(
    'in every query field of every GET route, and in every path parameter',
    { timeout: 120_000 },
    async () => {
      const rules = ctx.t.app.routeRules;
      const table: { url: string; rule: (typeof rules)[number]; field: string }[] = [];
      for (const rule of rules) {
        // Path parameters take a value they accept ('1', or an enum's first value such as a
        // SIAT catalogue's name), so that the refusal is the tested field's own.
        const params = jsonSchemaOf(rule.schema?.params)?.properties ?? {};
        const accepted = (name: string) =>
          String((params[name] as { enum?: unknown[] } | undefined)?.enum?.[0] ?? '1');
        const fill = (url: string) => url.replace(/:([A-Za-z]+)/g, (_, name) => accepted(name));
        const path = fill(rule.url);
        if (rule.method === 'GET') {
          for (const field of propertyNames(jsonSchemaOf(rule.schema?.querystring))) {
            for (const value of ['%00', 'a%00b', 'x%07', '%1B%5B31m', 'a%0Ab', '%7F']) {
              table.push({ rule, field, url: `${path}?${encodeURIComponent(field)}=${value}` });
            }
          }
        }
        for (const field of propertyNames(jsonSchemaOf(rule.schema?.params))) {
          const url = fill(rule.url.replace(`:${field}`, 'a%00b'));
          table.push({ rule, field, url });
        }
      }
      // Every list has a query, and there are dozens of them.
      expect(table.filter((row) => row.url.includes('?')).length).toBeGreaterThan(200);
      expect(table.some((row) => row.url === '/api/faq?category=%00')).toBe(true);
      expect(table.some((row) => row.url === '/api/faq/export.csv?category=%00')).toBe(true);

      const wrong: string[] = [];
      for (const row of table) {
        const answer = refusal(await send(row.rule, row.url), row.field);
        if (JSON.stringify(answer) !== JSON.stringify(refused)) {
          wrong.push(`${row.rule.method} ${row.url} → ${JSON.stringify(answer)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('names the field in Spanish; a field with its own rule (the search) keeps its message', async () => {
    const faq = await ctx.t.app.inject({
      url: '/api/faq?category=Pagos%00',
      headers: authHeader(ctx.token),
    });
    expect(faq.json()).toEqual({
      status: 400,
      message: MESSAGES.controlCharacters('category'),
      data: { errors: [{ field: 'category', message: MESSAGES.controlCharacters('category') }] },
      code: 'VALIDATION',
    });
    const search = await ctx.t.app.inject({
      url: '/api/faq?q=a%00',
      headers: authHeader(ctx.token),
    });
    expect(search.json().message).toBe('La búsqueda contiene caracteres no permitidos');
  });

  it('in bodies: NUL and the like anywhere, nested too; tab and line breaks in texts are fine', async () => {
    const director = { method: 'POST', access: 'staff' };
    const f = await orderFixtures(caller(ctx.t, ctx.token), 'CTRL');
    const cases: [method: string, url: string, body: object, field: string][] = [
      [
        'PUT',
        '/api/whatsapp/settings',
        { ...SETTINGS, verifyToken: 'token\u0000x' },
        'verifyToken',
      ],
      ['POST', '/api/whatsapp/reply', { clientId: f.client.id, text: 'Hola\u0000' }, 'text'],
      [
        'POST',
        '/api/line/create',
        { name: 'Linea Nul', description: ['ok', 'a\u0000b'] },
        'description.1',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await send({ ...director, method }, url, body);
      expect(refusal(res, field), `${method} ${url}`).toEqual(refused);
    }
    // Notes pasted from a spreadsheet: tabs and CRLF line breaks are what it is made of.
    const pasted = await send(director, '/api/order/create', {
      ...orderBody(f),
      notes: 'Entrega:\tlunes\r\nen el colegio\n',
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(pasted.json().data.notes).toContain('\tlunes\r\n');
  });
});
