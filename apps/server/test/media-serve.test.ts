import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { upload } from './media-helpers';
import { mp4, pdf, png } from './media-samples';
import { createTestApp, testDialect, type TestApp } from './test-app';

describe(`serving media files (${testDialect})`, () => {
  let t: TestApp;
  const web = path.join(tmpdir(), `taller-web-${process.pid}-${Date.now()}`);
  const video = mp4(100_000);
  const urls: Record<'png' | 'mp4' | 'pdf', string> = { png: '', mp4: '', pdf: '' };
  beforeAll(async () => {
    // A built web app, so that a miss under /media/ could wrongly fall back to index.html.
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Taller</title>');
    t = await createTestApp({ WEB_DIST_DIR: web });
    const { token } = await loginAs(t, 'ADMIN');
    const res = await upload(t, token, [
      { name: 'foto.png', content: png() },
      { name: 'video.mp4', content: video },
      { name: 'Ficha técnica.pdf', content: pdf() },
    ]);
    [urls.png, urls.mp4, urls.pdf] = res.json().data.map((d: { url: string }) => d.url);
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves images inline with their real type, nosniff and a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: urls.png });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it("serves PDFs sandboxed to the browser's own viewer, under their original name", async () => {
    const res = await t.app.inject({ method: 'GET', url: urls.pdf });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Ficha tecnica.pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica.pdf`,
    );
  });

  it('answers a range request on a video with 206 and Content-Range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urls.mp4,
      headers: { range: 'bytes=100-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.equals(video.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: urls.mp4,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: urls.mp4,
      headers: { range: `bytes=${video.length + 5}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(beyond.json().message).toBe('El rango solicitado no es válido para este archivo');

    const head = await t.app.inject({ method: 'HEAD', url: urls.mp4 });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 304 when the browser already holds the file', async () => {
    const first = await t.app.inject({ method: 'GET', url: urls.png });
    const again = await t.app.inject({
      method: 'GET',
      url: urls.png,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 to any path that tries to leave the storage folder, and to unknown files', async () => {
    const name = urls.png.slice('/media/'.length);
    const attempts = [
      '/media/../jwt-secret',
      '/media/..%2Fjwt-secret',
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/%2e%2e%2fjwt-secret',
      '/media//etc/passwd',
      '/media/%2Fetc%2Fpasswd',
      '/media/..\\jwt-secret',
      '/media/..%5Cjwt-secret',
      '/media/C:%5CWindows%5Cwin.ini',
      '/media/.tmp',
      '/media/.tmp/',
      `/media/.tmp/../${name}`,
      `/media/./${name}`,
      `/media/sub/${name}`,
      '/media/00000000-0000-0000-0000-000000000000.png',
      '/media/',
    ];
    // Over a real socket: inject() would normalise dot segments before the server saw them.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of attempts) {
      const res = await rawGet(base, url);
      expect(res.status, url).toBe(404);
      expect(res.type, url).toContain('application/json');
      expect(JSON.parse(res.body).status, url).toBe(404);
    }
    const known = await t.app.inject({
      method: 'GET',
      url: '/media/00000000-0000-0000-0000-000000000000.png',
    });
    expect(known.json().message).toBe('Archivo no encontrado');
    // A NUL, as in every path (issue 32), is refused before any file is looked for.
    const nul = await rawGet(base, `/media/${name}%00.html`);
    expect([nul.status, JSON.parse(nul.body).code]).toEqual([400, 'VALIDATION']);
  });
});

/** GET with the path sent exactly as written (no normalisation by a client library). */
function rawGet(base: string, rawPath: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
