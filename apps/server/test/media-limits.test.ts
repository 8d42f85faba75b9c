import { describe, expect, it } from 'vitest';
import { authHeader, loginAs, signedInApp } from './auth-helpers';
import { countMediaRows, mediaDirContents, upload } from './media-helpers';
import { elf, mp4, multipart, pdf, png } from './media-samples';
import { createTestApp, testDialect } from './test-app';

const LIMIT = 512 * 1024;

describe(`media upload limits and malformed requests (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', undefined, () => ({ MEDIA_MAX_BYTES: String(LIMIT) }));

  const nothingLeft = async () => {
    expect(await countMediaRows(ctx.t)).toBe(0);
    expect(mediaDirContents(ctx.t)).toEqual({ visible: [], temporary: [] });
  };

  it('refuses a file over MEDIA_MAX_BYTES with 413, naming it and the limit in MB', async () => {
    const res = await upload(ctx.t, ctx.token, [
      { name: 'pequeño.png', content: png() },
      { name: 'video-grande.mp4', content: mp4(LIMIT) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      message: 'El archivo video-grande.mp4 supera el tamaño máximo de 0,5 MB',
    });
    await nothingLeft();
  });

  it('accepts a file of exactly MEDIA_MAX_BYTES', async () => {
    const content = mp4(LIMIT - 40);
    expect(content.length).toBe(LIMIT);
    const res = await upload(ctx.t, ctx.token, [{ name: 'justo.mp4', content }]);
    expect(res.statusCode, res.body).toBe(200);
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/media/delete',
      headers: authHeader(ctx.token),
      payload: [{ url: res.json().data[0].url }],
    });
  });

  const send = (headers: Record<string, string>, payload: string | Buffer) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...authHeader(ctx.token), ...headers },
      payload,
    });

  it('answers 400 in Spanish to malformed multipart bodies, never 500', async () => {
    const cases: [Record<string, string>, string | Buffer, string][] = [
      [{ 'content-type': 'multipart/form-data' }, 'x', 'mal formado'],
      [
        { 'content-type': 'multipart/form-data; boundary=zzz' },
        '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
        'mal formado',
      ],
      [{ 'content-type': 'multipart/form-data; boundary=zzz' }, 'basura sin partes', 'mal formado'],
      [{ 'content-type': 'application/json' }, '{"files":[]}', 'multipart/form-data'],
    ];
    for (const [headers, payload, expected] of cases) {
      const res = await send(headers, payload);
      expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(400);
      expect(res.json().message).toContain(expected);
    }
    await nothingLeft();
  });

  it('refuses files sent under another field name, and a request with no file', async () => {
    const wrong = await upload(ctx.t, ctx.token, [
      { name: 'a.png', content: png(), field: 'archivo' },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Los archivos deben enviarse en el campo files');
    const form = new FormData();
    form.append('nota', 'sin archivos');
    const request = new Request('http://taller.test/', { method: 'POST', body: form });
    const none = await send(
      { 'content-type': request.headers.get('content-type')! },
      Buffer.from(await request.arrayBuffer()),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No se recibió ningún archivo en el campo files');
    await nothingLeft();
  });

  it('refuses more than 20 files in one request', async () => {
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.pdf`, content: pdf() }));
    const res = await upload(ctx.t, ctx.token, files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('No se pueden subir más de 20 archivos a la vez');
    await nothingLeft();
  });
});

describe(`media refusals over a real connection (${testDialect})`, () => {
  it('answers before the body is all sent, then reads and discards the rest', async () => {
    const t = await createTestApp({ MEDIA_MAX_BYTES: String(1024 * 1024) });
    try {
      const { token } = await loginAs(t, 'ADMIN');
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const big = Buffer.alloc(6 * 1024 * 1024);
      for (const [content, status, message] of [
        [Buffer.concat([elf(), big]), 400, 'Tipo de archivo no permitido: a.png'],
        [Buffer.concat([mp4(16), big]), 413, 'El archivo a.png supera el tamaño máximo de 1 MB'],
      ] as const) {
        const body = await multipart([
          { name: 'a.png', content },
          { name: 'b.png', content },
        ]);
        const res = await fetch(`${base}/api/media/upload`, {
          method: 'POST',
          headers: { ...authHeader(token), ...body.headers },
          body: body.payload,
        });
        expect(res.status).toBe(status);
        expect(((await res.json()) as { message: string }).message).toBe(message);
      }
      // A half-read body would leave its connection busy and close() waiting for ever.
      const closed = await Promise.race([
        t.app.close().then(() => 'closed'),
        new Promise((r) => setTimeout(() => r('stalled'), 5000)),
      ]);
      expect(closed).toBe('closed');
    } finally {
      await t.close();
    }
  });
});
