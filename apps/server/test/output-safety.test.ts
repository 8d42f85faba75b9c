import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from './auth-helpers';
import { answerProblems, isReferenceRoute } from './fuzz/checks';
import { encode } from './fuzz/requests';
import { jsonSchemaOf, propertyNames } from './fuzz/schema-arbitrary';
import { importForm } from './import-helpers';
import { upload } from './media-helpers';
import { html } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror=window.__pwned=1>';

/**
 * Input that holds HTML comes back only ever as JSON (application/json + nosniff), never as a
 * page a browser would render: on every route, in every place input can go.
 */
describe(`output safety (${testDialect})`, () => {
  let t: TestApp;
  let web: string;
  let token: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'taller-web-'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>Taller</title><div id="root"></div>',
    );
    t = await createTestApp({ WEB_DIST_DIR: web });
    token = (await loginAs(t, 'DIRECTOR')).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('every route answers JSON when every input holds HTML, even to a client asking for HTML', async () => {
    // A session of its own, and logout last: the walk signs out at the end.
    const walker = (await loginAs(t, 'DIRECTOR')).token;
    const ends = (url: string) => Number(url.endsWith('/logout'));
    const rules = [...t.app.routeRules].sort((a, b) => ends(a.url) - ends(b.url));
    for (const rule of rules) {
      const body = Object.fromEntries(
        propertyNames(jsonSchemaOf(rule.schema?.body)).map((key) => [key, `${IMG}${SCRIPT}`]),
      );
      const url = rule.url.replace(/:[A-Za-z]+/g, encode(SCRIPT)) + `?q=${encode(IMG)}`;
      const res = await t.app.inject({
        method: rule.method as 'POST',
        url,
        headers: { ...authHeader(walker), accept: 'text/html' },
        ...(rule.method !== 'GET' && { payload: body }),
      });
      expect(answerProblems(res, rule.method, rule.url), `${rule.method} ${rule.url}`).toEqual([]);
      // The reference page and the document are not the envelope: they never echo the input.
      if (isReferenceRoute(rule.url)) expect(res.body).not.toContain(SCRIPT);
    }
  });

  it('a line whose description holds HTML is stored and returned as the same text, in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/line/create',
      headers: authHeader(token),
      payload: { name: 'Linea Segura', description: JSON.stringify([SCRIPT, IMG]) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.json().data.description)).toEqual([SCRIPT, IMG]);
  });

  it('the production sheet PDFs are application/pdf with nosniff, shown inline, never HTML', async () => {
    for (const url of [
      '/api/production-sheet.pdf',
      `/api/order/${encode(SCRIPT)}/production-sheet.pdf`,
      `/api/order/${encode(SCRIPT)}/labels.pdf?layout=${encode(SCRIPT)}`,
      `/api/order/${encode(SCRIPT)}/packing-list.pdf`,
      `/api/order/${encode(SCRIPT)}/delivery-note.pdf`,
    ]) {
      const res = await t.app.inject({
        url,
        headers: { ...authHeader(token), accept: 'text/html' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(answerProblems(res, 'GET'), url).toEqual([]);
    }
    const pdf = await t.app.inject({
      url: '/api/production-sheet.pdf',
      headers: authHeader(token),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; /);
  });

  it("a payment's receipt and a bill's PDF are never HTML, whatever their id", async () => {
    for (const url of [
      `/api/payment/${encode(SCRIPT)}/receipt`,
      '/api/payment/999999/receipt',
      `/api/bill/${encode(SCRIPT)}/pdf`,
      `/api/bill/export.csv?document=${encode(SCRIPT)}`,
    ]) {
      const res = await t.app.inject({
        url,
        headers: { ...authHeader(token), accept: 'text/html' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.body, url).not.toContain(SCRIPT);
      expect(answerProblems(res, 'GET'), url).toEqual([]);
    }
  });

  it("a cut plan's PDF and the plans' CSV are never HTML, whatever their id or search", async () => {
    for (const url of [
      `/api/cut-plan/${encode(SCRIPT)}/pdf`,
      `/api/cut-plan/${encode(SCRIPT)}`,
      `/api/cut-plan/export.csv?q=${encode(SCRIPT)}`,
    ]) {
      const res = await t.app.inject({
        url,
        headers: { ...authHeader(token), accept: 'text/html' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.body, url).not.toContain(SCRIPT);
      expect(answerProblems(res, 'GET'), url).toEqual([]);
    }
  });

  it("suppliers' and purchase orders' list, record and CSV are never HTML, whatever their id or search", async () => {
    for (const url of [
      `/api/supplier?q=${encode(SCRIPT)}`,
      `/api/supplier/${encode(SCRIPT)}`,
      `/api/supplier/export.csv?q=${encode(SCRIPT)}`,
      `/api/purchase-order?q=${encode(SCRIPT)}`,
      `/api/purchase-order/${encode(SCRIPT)}`,
      `/api/purchase-order/${encode(SCRIPT)}/pdf`,
      `/api/purchase-order/export.csv?q=${encode(SCRIPT)}`,
    ]) {
      const res = await t.app.inject({
        url,
        headers: { ...authHeader(token), accept: 'text/html' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.body, url).not.toContain(SCRIPT);
      expect(answerProblems(res, 'GET'), url).toEqual([]);
    }
  });

  it('reports answer JSON, and their CSV is text/csv with nosniff, to a client asking for HTML', async () => {
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: authHeader(token), payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data as { id: number };
    };
    const institution = await post('/api/institution/create', {
      name: 'Colegio Seguro',
      type: 'COLEGIO',
    });
    const client = await post('/api/client/create', {
      name: 'Cliente Seguro',
      documentNumber: 'OUT-1',
      institutionId: institution.id,
    });
    const product = await post('/api/product/create', {
      code: 'OUT-1',
      name: 'Producto seguro',
      kind: 'OTHER',
      priceCents: 100,
      unit: 'unidad',
      description: [],
      status: 'ACTIVE',
      sizes: [],
      media: [],
    });
    await post('/api/order/create', {
      clientId: client.id,
      promisedDate: '2099-01-01',
      items: [{ productId: product.id, quantity: 1 }],
    });
    const today = new Date().toISOString().slice(0, 10);
    const query = `?from=${today}&to=${today}`;
    for (const url of [
      '/api/report/institutions',
      '/api/report/clients',
      '/api/report/billing',
      '/api/report/consumption',
      '/api/report/low-stock',
      '/api/report/payments',
      '/api/receivable',
      '/api/reminder-rule',
      '/api/home',
    ]) {
      const res = await t.app.inject({
        url: url + query,
        headers: { ...authHeader(token), accept: 'text/html' },
      });
      expect(answerProblems(res, 'GET'), url).toEqual([]);
    }
    const csv = await t.app.inject({
      url: `/api/report/institutions/export.csv${query}`,
      headers: { ...authHeader(token), accept: 'text/html' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    // Names refuse '<' and '>' when typed; the CSV repeats them as its cells.
    expect(csv.body).toContain('Colegio Seguro;1;1.00');
  });

  it('an error message that names an uploaded file is JSON, whatever the name holds', async () => {
    const res = await upload(t, token, [{ name: `${IMG}.html`, content: html() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Tipo de archivo no permitido: ${IMG}.html`);
    expect(answerProblems(res, 'POST')).toEqual([]);
  });

  it("an import's file name and cells holding HTML come back as JSON text", async () => {
    const file = {
      name: `${IMG}.csv`,
      content: Buffer.from(`Nombre;Documento;${SCRIPT}\r\n${IMG};${SCRIPT};${SCRIPT}\r\n`),
    };
    for (const url of ['/api/client/import/preview', '/api/client/import']) {
      const body = await importForm(file);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...authHeader(token), ...body.headers, accept: 'text/html' },
        payload: body.payload,
      });
      expect(res.statusCode, url).toBe(200);
      expect(answerProblems(res, 'POST'), url).toEqual([]);
    }
  });

  it('unknown API and media paths holding HTML answer JSON 404s that do not repeat the path', async () => {
    for (const url of [`/api/${encode(SCRIPT)}`, `/media/${encode(IMG)}`]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(answerProblems(res, 'GET'), url).toEqual([]);
      expect(res.body, url).not.toContain('pwned');
    }
  });

  it('a page path holding HTML gets the web app, untouched: nothing is reflected into the page', async () => {
    const res = await t.app.inject({ url: `/director/${encode(SCRIPT)}?x=${encode(IMG)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(readFileSync(path.join(web, 'index.html'), 'utf8'));
  });
});
