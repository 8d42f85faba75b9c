import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@taller/shared';
import { documentPath } from '../src/plugins/openapi';
import { authHeader, loginAs } from './auth-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrorEnvelope: { properties: { code: { enum: string[] } } } } };
};

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

/** The served document, linted as `spectral lint` with the `spectral:oas` ruleset would. */
async function spectralResults(text: string) {
  const spectral = new spectralCore.Spectral();
  // 'recommended' is what `extends: spectral:oas` means (.spectral.json at the root).
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  return spectral.run(new spectralCore.Document(text, spectralParsers.Json, 'openapi.json'));
}

describe(`the OpenAPI document (${testDialect})`, () => {
  let t: TestApp;
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    text = res.body;
    doc = JSON.parse(text) as Document;
  });
  afterAll(() => t?.close());

  it('is served plain (OpenAPI 3.1), not inside the envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc).not.toHaveProperty('data');
    expect(doc.paths['/health']).toBeDefined();
  });

  it('names its paths relative to its one server, /api', () => {
    expect(doc.servers.map((server) => server.url)).toEqual(['/api']);
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/line/{id}');
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it('passes spectral:oas with no error and no warning', async () => {
    const results = await spectralResults(text);
    const found = results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
    expect(found).toEqual([]);
  });

  it('gives every operation an id, a one-line summary, a described tag and its security', () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    const list = operations(doc);
    expect(list.length).toBeGreaterThan(150);
    for (const { key, op } of list) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId), `${key}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, key).toMatch(/^[A-Z][^\n]{5,100}$/);
      expect(op.tags.length, key).toBe(1);
      expect(tags.has(op.tags[0]!), key).toBe(true);
      expect(op.security, key).toBeDefined();
      // An answer other than the envelope declares its type (the route's `produces`).
      expect(Object.keys(op.responses['200']?.content ?? {}).length, key).toBeGreaterThan(0);
    }
  });

  it('asks for the bearer token exactly where a route needs a session', () => {
    for (const rule of t.app.routeRules) {
      const op = doc.paths[documentPath(rule.url)]?.[rule.method.toLowerCase()];
      if (!op) continue; // the reference page's own files are not API operations
      const where = `${rule.method} ${rule.url}`;
      expect(op.security, where).toEqual(rule.access === 'public' ? [] : [{ bearer: [] }]);
      if (rule.access !== 'public') expect(op.responses['401'], where).toBeDefined();
    }
  });

  it('answers every refusal with the error envelope, its code one of ERROR_CODES', () => {
    expect(doc.components.schemas.ErrorEnvelope.properties.code.enum.sort()).toEqual(
      Object.keys(ERROR_CODES).sort(),
    );
    for (const { key, op } of operations(doc)) {
      expect(op.responses['500'], key).toBeDefined();
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(answer.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
  });

  it('describes the uploads as multipart forms and the files and streams by their type', () => {
    const upload = doc.paths['/payment/create']!.post!;
    const form = upload.requestBody!.content['multipart/form-data']!.schema;
    expect(form.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(form.properties).toHaveProperty('amountCents');
    const media = doc.paths['/media/upload']!.post!.requestBody!.content['multipart/form-data'];
    expect(media!.schema.properties.files).toMatchObject({ type: 'array' });
    const success = (path: string) => Object.keys(doc.paths[path]!.get!.responses['200']!.content!);
    expect(success('/client/export.csv')).toEqual(['text/csv']);
    expect(success('/bill/{id}/pdf')).toEqual(['application/pdf']);
    expect(success('/payment/{id}/file')).toEqual(['application/octet-stream']);
    expect(success('/notification/stream')).toEqual(['text/event-stream']);
    expect(success('/whatsapp/webhook')).toEqual(['text/plain']);
  });
});

describe(`the API reference page (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is served to staff from the npm package, and refused to anyone else', async () => {
    const staff = authHeader((await loginAs(t, 'PRODUCER')).token);
    const page = await t.app.inject({ url: '/api/docs/', headers: staff });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Its script is one of ours, served here: nothing from another origin.
    expect(page.body).not.toMatch(/src="(https?:)?\/\//);
    const script = await t.app.inject({
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: staff,
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(401);
    const client = authHeader((await loginAs(t, 'CLIENTE')).token);
    expect((await t.app.inject({ url: '/api/docs/', headers: client })).statusCode).toBe(403);
  });
});
