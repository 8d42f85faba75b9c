import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-limits';
import { runExclusively } from '../src/lib/job-lock';
import { authHeader, loginAs, createUser, login } from './auth-helpers';
import { createCluster } from './cluster-helpers';
import { startFakeGraph } from './fake-graph';
import { clientAccount, openStream } from './notification-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, type Caller } from './people-helpers';
import { eventually } from './poll';
import { createTestDatabase, testDialect, type TestApp } from './test-app';
import { configureWhatsApp, outboxDrained } from './whatsapp-helpers';

/**
 * Three servers on one PostgreSQL, each a whole app in this process (decision 019): nothing one
 * of them keeps in memory makes another one wrong. The same points through nginx and real
 * processes are in deploy.test.ts.
 */
describe.skipIf(testDialect !== 'postgres')('several servers on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  let apps: TestApp[];
  let token: string;
  let directors: Caller[];
  let f: OrderFixtures;

  beforeAll(async () => {
    graph = await startFakeGraph();
    cluster = await createCluster(3, {
      WHATSAPP_API_URL: graph.url,
      WHATSAPP_RETRY_BASE_MS: '20',
      WHATSAPP_TIMEOUT_MS: '2000',
    });
    apps = cluster.apps;
    token = (await loginAs(apps[0]!, 'DIRECTOR', 'Directora Común')).token;
    directors = apps.map((t) => caller(t, token));
    f = await orderFixtures(directors[0]!, 'ESC');
    await configureWhatsApp(directors[1]!, f.client.id, '+59170000024');
  });
  afterAll(async () => {
    await cluster?.close();
    await graph?.close();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...authHeader(token), ...headers } });

  it('a write on one server is in the next read of each other one, with and without its old ETag', async () => {
    const urls = ['/api/line'];
    for (const [w, writer] of apps.entries()) {
      // Every server holds the list (and its ETag) before the write.
      const before = await Promise.all(apps.map((t) => get(t, urls[0]!)));
      const tags = before.map((res) => String(res.headers.etag));
      expect(new Set(tags).size, 'the same bytes give the same ETag everywhere').toBe(1);
      const name = `Línea escrita en el servidor ${w + 1}`;
      const created = await caller(writer, token)('POST', '/api/line/create', {
        name,
        color: '#224466',
        status: 'ACTIVE',
      });
      expect(created.statusCode).toBe(200);
      for (const t of apps) {
        const revalidated = await get(t, urls[0]!, { 'if-none-match': tags[0]! });
        expect(revalidated.statusCode).toBe(200);
        expect(revalidated.body).toContain(name);
        const plain = await get(t, urls[0]!);
        expect(plain.body).toContain(name);
      }
    }
    // A model written on one server shows in the models list another one had cached.
    const lineId = (
      await directors[0]!('POST', '/api/line/create', {
        name: 'Línea con modelos',
        color: '#112233',
        status: 'ACTIVE',
      })
    ).body.data.id as number;
    const url = `/api/model/all/lineId/${lineId}`;
    const held = await get(apps[2]!, url);
    const made = await directors[1]!('POST', '/api/model/create', {
      lineId,
      name: 'Modelo compartido',
      status: 'ACTIVE',
    });
    expect(made.statusCode, made.text).toBe(200);
    const again = await get(apps[2]!, url, { 'if-none-match': String(held.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Modelo compartido');
  });

  it('a session ended or an account deactivated on one server is refused by every other at once', async () => {
    const me = (t: TestApp, bearer: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(bearer) });
    const user = await createUser(apps[0]!, { role: 'VENDEDOR' });
    const session = await login(apps[1]!, user.email, user.password);
    for (const t of apps) expect((await me(t, session.token)).statusCode).toBe(200);
    const out = await apps[0]!.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(session.token),
    });
    expect(out.statusCode).toBe(200);
    for (const t of apps)
      expect((await me(t, session.token)).json()).toMatchObject({ status: 401 });

    const other = await login(apps[2]!, user.email, user.password);
    for (const t of apps) expect((await me(t, other.token)).statusCode).toBe(200);
    const off = await directors[2]!('PUT', '/api/user/update', { id: user.id, status: 'INACTIVE' });
    expect(off.statusCode, off.text).toBe(200);
    for (const t of apps) expect((await me(t, other.token)).statusCode).toBe(401);
  });

  it('sign-in limits and route limits count the attempts made on every server', async () => {
    const user = await createUser(apps[0]!, { role: 'VENDEDOR' });
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.24',
        payload: { email: user.email, password: 'no-es-la-clave' },
      });
    // The pair's limit is five failures, made here on three servers in turn.
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
      expect((await attempt(apps[i % 3]!)).statusCode).toBe(401);
    }
    for (const t of apps) expect((await attempt(t)).statusCode).toBe(429);

    // The mailing route allows ten calls a minute per address, whichever server answers them.
    const forgot = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '198.51.100.24',
        payload: { email: 'nadie@taller.test' },
      });
    for (let i = 0; i < 10; i++) expect((await forgot(apps[i % 3]!)).statusCode).toBe(200);
    for (const t of apps) {
      const refused = await forgot(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Demasiados intentos\. Inténtalo de nuevo en \d+ segundos\.$/,
      );
    }
  });

  it('an event gives exactly one WhatsApp message with three workers running', async () => {
    const orders = [];
    for (const [i, api] of directors.entries()) {
      const order = await createOrder(api, f);
      const moved = await directors[(i + 1) % 3]!('POST', `/api/order/${order.id}/status`, {
        status: 'IN_PRODUCTION',
      });
      expect(moved.statusCode).toBe(200);
      orders.push(order);
    }
    // Every server sweeps the outbox too: each wakes and competes for every event.
    for (const t of apps) t.app.outbox.wake();
    for (const order of orders) {
      await expect
        .poll(
          () => graph.accepted.filter((c) => JSON.stringify(c.body).includes(order.number)).length,
          eventually,
        )
        .toBe(1);
    }
    await outboxDrained(apps[0]!);
    // The server whose worker sent a message records it as SENT just after the fake accepted it.
    const statuses = async () =>
      (await apps[0]!.app.db.selectFrom('whatsappMessages').select('status').execute()).map(
        (m) => m.status,
      );
    await expect.poll(statuses, eventually).toEqual(orders.map(() => 'SENT'));
    for (const order of orders) {
      expect(graph.calls.filter((c) => JSON.stringify(c.body).includes(order.number))).toHaveLength(
        1,
      );
    }
  });

  it('a live stream open on one server hears an event produced on another', async () => {
    const clientUser = await clientAccount(apps[0]!, f.client.id);
    const baseUrl = await apps[2]!.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, clientUser.token);
    try {
      await stream.next((e) => e.event === 'ready');
      const sentAt = Date.now();
      const order = await createOrder(directors[0]!, f);
      const got = await stream.next((e) => e.event === 'notification');
      expect(got.data).toMatchObject({
        notification: { body: `Tu pedido ${order.number} fue registrado.` },
      });
      apps[2]!.app.log.info({ ms: Date.now() - sentAt }, 'stream heard the other server');
      // Read on another server: the stream here hears it too.
      await caller(apps[1]!, clientUser.token)('POST', '/api/notification/read', { all: true });
      expect((await stream.next((e) => e.event === 'read')).data).toEqual({
        type: 'read',
        unread: 0,
      });
    } finally {
      stream.close();
    }
  });

  it('a periodic job runs on one server at a time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let ran = 0;
    const first = runExclusively(apps[0]!.app.db, 'postgres', 'test-job', async () => {
      ran += 1;
      await held;
    });
    await expect.poll(() => ran, eventually).toBe(1);
    const others = await Promise.all(
      apps.map((t) =>
        runExclusively(t.app.db, 'postgres', 'test-job', async () => {
          ran += 1;
        }),
      ),
    );
    expect(others).toEqual([false, false, false]);
    release();
    expect(await first).toBe(true);
    expect(await runExclusively(apps[1]!.app.db, 'postgres', 'test-job', async () => {})).toBe(
      true,
    );
    expect(ran).toBe(1);
  });

  it('servers starting at once migrate one after another, each once', async () => {
    const database = await createTestDatabase();
    const handles = Array.from({ length: 3 }, () =>
      openDatabase({ databaseUrl: database.url, dataDir: tmpdir() }),
    );
    const dbs = handles.map((h) => h.db);
    try {
      const versions = await Promise.all(dbs.map((db) => migrate(db, 'postgres')));
      expect(new Set(versions).size).toBe(1);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from schema_migrations`.execute(dbs[0]!);
      const applied = await sql<{ n: number }>`
        select count(distinct version)::int as n from schema_migrations`.execute(dbs[0]!);
      expect(rows[0]!.n).toBe(applied.rows[0]!.n);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await database.drop();
    }
  });
});
