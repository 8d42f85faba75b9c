import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@taller/shared';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { expectDataless } from './people-helpers';

describe(`HTTP conventions (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/__boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail');
      });
      app.post(
        '/api/__echo',
        {
          config: { access: 'public' },
          schema: {
            body: z.object({ name: z.string().min(1, 'El nombre es requerido'), age: z.number() }),
          },
        },
        async (request) => ({ status: 200, message: 'OK', data: request.body }),
      );
    });
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the dialect and migration version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.message).toBe('OK');
    expect(body.data.dialect).toBe(testDialect);
    expect(body.data.migrationVersion).toBeGreaterThanOrEqual(0);
  });

  it('unknown /api paths answer 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expectDataless(res, 404, 'Ruta no encontrada', 'ROUTE_NOT_FOUND');
  });

  it('a malformed JSON body answers 400 in the envelope, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expectDataless(res, 400, 'El cuerpo de la petición no es un JSON válido', 'INVALID_JSON');
  });

  it('sends security headers without a server banner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['server']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health']).toBeDefined();
  });

  it('schema failures answer 400 with a Spanish message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      payload: { name: 'Ana', age: 'diez' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(400);
    expect(body.message).toBe("Campo 'age': Entrada inválida: se esperaba número, recibido texto");
    expect(body.data.errors).toEqual([{ field: 'age', message: body.message }]);
  });

  it('a schema message of its own is passed on as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      payload: { name: '', age: 1 },
    });
    expect(res.json().message).toBe('El nombre es requerido');
  });

  it('unexpected errors answer 500 with a generic Spanish message; the detail is only logged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      status: 500,
      message: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
      data: { requestId: expect.any(String) },
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret detail');
    const logged = t.logs.find((line) => line.reqId === body.data.requestId && line.level === 50);
    expect(JSON.stringify(logged)).toContain('secret detail');
  });
});

describe('request logs', () => {
  it('never contain a set-password token from a URL', async () => {
    const t = await createTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/reset-password?token=s3cr3t-token-value&x=1' });
      const logged = JSON.stringify(t.logs);
      expect(logged).toContain('/reset-password?token=[REDACTED]&x=1');
      expect(logged).not.toContain('s3cr3t-token-value');
    } finally {
      await t.close();
    }
  });
});
