import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx } from '../../../scripts/lib/nginx.mjs';
import { startFakeGraph } from './fake-graph';
import { openStream } from './notification-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import type { Answer, Caller } from './people-helpers';
import { eventually } from './poll';
import { SPAWN_ADMIN, spawnServer, type SpawnedServer } from './spawn-server';
import { LOAD_TEST_LIMITS } from './load-limits';
import { createTestDatabase, testDialect } from './test-app';
import { configureWhatsApp } from './whatsapp-helpers';

/** Debian's nginx: CI installs it (.ci/run); elsewhere this test is skipped with a notice. */
const hasNginx = (() => {
  if (findNginx()) return true;
  if (process.env.CI === 'true') throw new Error('nginx is missing (apt install nginx)');
  console.warn('deploy.test.ts skipped: no nginx (apt install nginx)');
  return false;
})();

/** A caller over HTTP (through nginx, or straight to one instance), answering like `caller`. */
function httpCaller(baseUrl: string, token?: string): Caller {
  return async (method, url, payload) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    const isJson = String(res.headers.get('content-type')).startsWith('application/json');
    const answer: Answer = {
      statusCode: res.status,
      body: isJson ? JSON.parse(text) : { status: res.status, message: '', data: null },
      headers: Object.fromEntries(res.headers),
      text,
    };
    return answer;
  };
}

/**
 * The deployment of docs/deploy.md, for real: three server processes on one PostgreSQL with one
 * media folder, behind nginx running deploy/nginx.conf (decision 019). Every point of issue 24's
 * acceptance list is proved here through the proxy and straight to the instances.
 */
describe.skipIf(testDialect !== 'postgres' || !hasNginx)('three instances behind nginx', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  let nginx: NonNullable<Awaited<ReturnType<typeof startNginx>>>;
  let servers: SpawnedServer[] = [];
  const dirs: string[] = [];
  let token: string;
  let proxied: Caller;
  let f: OrderFixtures;

  beforeAll(async () => {
    database = await createTestDatabase();
    graph = await startFakeGraph();
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'taller-deploy-media-'));
    dirs.push(mediaDir);
    const env = {
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MEDIA_DIR: mediaDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      WHATSAPP_API_URL: graph.url,
      WHATSAPP_RETRY_BASE_MS: '20',
      WHATSAPP_TIMEOUT_MS: '2000',
      // A write burst of many writers as one director, through one proxy address.
      ...LOAD_TEST_LIMITS,
    };
    // Started at once, as systemd starts the units: one migrates, one creates the director.
    servers = await Promise.all(
      [1, 2, 3].map(() => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-deploy-'));
        dirs.push(dataDir);
        return spawnServer({ dataDir, databaseUrl: database.url, env });
      }),
    );
    nginx = (await startNginx(servers.map((s) => Number(new URL(s.url).port))))!;
    const login = await httpCaller(nginx.url)('POST', '/api/auth/login', SPAWN_ADMIN);
    expect(login.statusCode, login.text).toBe(200);
    token = login.body.data.accessToken as string;
    proxied = httpCaller(nginx.url, token);
    f = await orderFixtures(proxied, 'NGX');
    await configureWhatsApp(proxied, f.client.id, '+59170000025');
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await graph?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const direct = (i: number) => httpCaller(servers[i]!.url, token);
  const getLines = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/line`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  it('a write through one instance is in the next read through each other one, with and without If-None-Match', async () => {
    for (let w = 0; w < 3; w++) {
      const tags = await Promise.all(
        servers.map(async (s) => (await getLines(s.url)).headers.get('etag')!),
      );
      expect(new Set(tags).size).toBe(1);
      const name = `Línea del despliegue ${w + 1}`;
      const made = await direct(w)('POST', '/api/line/create', {
        name,
        color: '#336699',
        status: 'ACTIVE',
      });
      expect(made.statusCode, made.text).toBe(200);
      for (const base of [...servers.map((s) => s.url), nginx.url]) {
        const revalidated = await getLines(base, { 'if-none-match': tags[0]! });
        expect(revalidated.status).toBe(200);
        expect(await revalidated.text()).toContain(name);
        expect(await (await getLines(base)).text()).toContain(name);
      }
    }
  });

  it('a session ended on one instance is refused on the others and through the proxy', async () => {
    const signIn = await httpCaller(nginx.url)('POST', '/api/auth/login', SPAWN_ADMIN);
    const session = signIn.body.data.accessToken as string;
    const me = (base: string) => httpCaller(base, session)('GET', '/api/auth/me');
    for (const s of servers) expect((await me(s.url)).statusCode).toBe(200);
    expect(
      (await httpCaller(servers[0]!.url, session)('POST', '/api/auth/logout')).statusCode,
    ).toBe(200);
    for (const base of [servers[1]!.url, servers[2]!.url, nginx.url]) {
      expect(await me(base)).toMatchObject({ statusCode: 401, body: { status: 401 } });
    }
  });

  it('an event produces exactly one message at the WhatsApp API with three workers running', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const order = await createOrder(proxied, f);
      const moved = await direct(i)('POST', `/api/order/${order.id}/status`, {
        status: 'IN_PRODUCTION',
      });
      expect(moved.statusCode, moved.text).toBe(200);
      orders.push(order);
    }
    const sent = (number: string) =>
      graph.accepted.filter((c) => JSON.stringify(c.body).includes(number)).length;
    for (const order of orders) await expect.poll(() => sent(order.number), eventually).toBe(1);
    await expect
      .poll(
        async () =>
          (
            (await proxied('GET', '/api/whatsapp/messages')).body.data.items as { status: string }[]
          ).filter((m) => m.status !== 'SENT').length,
        eventually,
      )
      .toBe(0);
    for (const order of orders) {
      expect(graph.calls.filter((c) => JSON.stringify(c.body).includes(order.number))).toHaveLength(
        1,
      );
    }
  });

  it('an SSE client on one instance (and one through the proxy) hears an event produced on another', async () => {
    const onThird = await openStream(servers[2]!.url, token);
    const throughProxy = await openStream(nginx.url, token);
    try {
      expect(throughProxy.contentType).toBe('text/event-stream; charset=utf-8');
      await onThird.next((e) => e.event === 'ready');
      // Unbuffered: the first event comes through nginx while the stream stays open.
      await throughProxy.next((e) => e.event === 'ready');
      // Staff are not told of their own actions: another staff member places the order.
      const email = 'caja.ngx@taller.test';
      const password = 'una clave inicial larga';
      const created = await proxied('POST', '/api/user/create', {
        name: 'Caja NGX',
        email,
        role: 'ADMINISTRADOR',
        password,
      });
      expect(created.statusCode, created.text).toBe(200);
      const login = await httpCaller(servers[0]!.url)('POST', '/api/auth/login', {
        email,
        password,
      });
      expect(login.statusCode, login.text).toBe(200);
      const cashier = httpCaller(servers[0]!.url, login.body.data.accessToken as string);
      const startedAt = Date.now();
      const order = await createOrder(cashier, f);
      const heard = (e: { event: string; data: Record<string, unknown> }) =>
        e.event === 'notification' && JSON.stringify(e.data).includes(order.number);
      await onThird.next(heard);
      const onThirdMs = Date.now() - startedAt;
      await throughProxy.next(heard);
      const throughProxyMs = Date.now() - startedAt;
      console.log(
        `SSE across instances: ${onThirdMs} ms to the third instance, ${throughProxyMs} ms through nginx`,
      );
    } finally {
      onThird.close();
      throughProxy.close();
    }
  });

  it('a client cannot choose the address the sign-in limits count (nginx replaces X-Forwarded-For)', async () => {
    const anon = async (forwarded: string, i: number) =>
      (
        await fetch(`${nginx.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({ email: `nadie-${i}@taller.test`, password: 'no-es-la-clave' }),
        })
      ).status;
    const statuses = [];
    // Twenty failures from "different" addresses, all really from 127.0.0.1: the address limit.
    for (let i = 0; i < 21; i++) statuses.push(await anon(`198.51.100.${i}`, i));
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('killing an instance during a write burst loses no acknowledged write, and the proxy routes around it', async () => {
    type Write = { name: string; status: number; startedAfterKill: boolean };
    const writes: Write[] = [];
    let killed = false;
    let routedAround = false;
    const victim = servers[1]!;
    const writer = async (w: number) => {
      for (let i = 0; i < 20; i++) {
        const name = `Ráfaga ${w} ${i}`;
        const startedAfterKill = routedAround;
        let status: number;
        try {
          status = (
            await proxied('POST', '/api/line/create', { name, color: '#aa5500', status: 'ACTIVE' })
          ).statusCode;
        } catch {
          status = 0;
        }
        writes.push({ name, status, startedAfterKill });
        if (!killed && writes.filter((x) => x.status === 200).length >= 15) {
          killed = true;
          // SIGKILL: no graceful shutdown, requests in flight there are cut.
          void victim.crash().then(async () => {
            // Once nginx has noticed (one answered read), every next write must be acknowledged.
            await getLines(nginx.url);
            routedAround = true;
          });
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    expect(killed, JSON.stringify(writes.slice(0, 5))).toBe(true);
    const after = writes.filter((x) => x.startedAfterKill);
    console.log(
      `write burst: ${writes.length} writes, ${writes.filter((x) => x.status === 200).length} acknowledged, ${after.length} started after the kill was noticed, cut in flight: ${writes.filter((x) => x.status !== 200).length}`,
    );
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((x) => x.status !== 200)).toEqual([]);
    // Whatever was cut in flight was not acknowledged: it answered 502, never 200.
    expect(writes.filter((x) => x.status !== 200).every((x) => x.status === 502)).toBe(true);

    const listed = (await getLines(nginx.url).then((r) => r.json())) as {
      data: { name: string }[];
    };
    const names = listed.data.map((l) => l.name);
    for (const write of writes.filter((x) => x.status === 200)) {
      expect(
        names.filter((n) => n === write.name),
        write.name,
      ).toHaveLength(1);
    }
    // The instances left answer straight too.
    for (const s of [servers[0]!, servers[2]!]) expect((await getLines(s.url)).status).toBe(200);
  }, 120_000);
});
