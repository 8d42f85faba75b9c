import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@taller/shared';
import { authHeader, createUser, login, loginAs, setPassword } from './auth-helpers';
import { createCluster } from './cluster-helpers';
import { openStream } from './notification-helpers';
import { caller } from './people-helpers';
import { eventually } from './poll';
import { createTestApp, testDialect, type TestApp } from './test-app';

type Stream = Awaited<ReturnType<typeof openStream>>;
const ready = (stream: Stream) => stream.next((e) => e.event === 'ready');
/** The user marks everything read: each of their open streams hears a 'read' event. */
const markRead = (t: TestApp, token: string) =>
  caller(t, token)('POST', '/api/notification/read', { all: true });
const logout = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(token) });

/**
 * Live streams end with their session and are capped per user and per address (issue 32,
 * findings 5 and 6). Read through a real HTTP server: an answer that never ends is the point.
 */
describe(`live notification streams: sessions and caps (${testDialect})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let director: string;
  const opened: Stream[] = [];
  const open = async (token: string) => {
    const stream = await openStream(baseUrl, token);
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    director = (await loginAs(t, 'DIRECTOR', 'Directora Sesiones')).token;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t.close();
  });

  it('signing out closes that session’s streams, and only that session’s', async () => {
    const user = await createUser(t, { role: 'PRODUCER' });
    const leaving = await login(t, user.email, user.password);
    const staying = await login(t, user.email, user.password);
    const closed = await open(leaving.token);
    const kept = await open(staying.token);
    await Promise.all([ready(closed), ready(kept)]);

    expect((await logout(t, leaving.token)).statusCode).toBe(200);
    await closed.ended;
    // The other session's stream still hears its user.
    await markRead(t, staying.token);
    expect((await kept.next((e) => e.event === 'read')).data).toEqual({ type: 'read', unread: 0 });
  });

  it('a new password closes every stream of the account', async () => {
    const user = await createUser(t, { role: 'ADMIN' });
    const streams = [
      await open((await login(t, user.email, user.password)).token),
      await open((await login(t, user.email, user.password)).token),
    ];
    await Promise.all(streams.map(ready));
    const link = await caller(t, director)('POST', `/api/user/${user.id}/reset-password`);
    expect(link.statusCode).toBe(200);
    const token = new URL(link.body.data.passwordLink as string).searchParams.get('token');
    expect((await setPassword(t, token, 'una clave nueva y larga')).statusCode).toBe(200);
    await Promise.all(streams.map((s) => s.ended));
  });

  it('deactivating the user closes their streams', async () => {
    const user = await createUser(t, { role: 'PRODUCER' });
    const stream = await open((await login(t, user.email, user.password)).token);
    await ready(stream);
    const off = await caller(t, director)('PUT', '/api/user/update', {
      id: user.id,
      status: 'INACTIVE',
    });
    expect(off.statusCode).toBe(200);
    await stream.ended;
  });

  it('a sixth stream of one user closes the first, which is told to wait before retrying', async () => {
    const { token } = await loginAs(t, 'PRODUCER');
    const streams: Stream[] = [];
    for (let i = 0; i < 6; i++) {
      streams.push(await open(token));
      await ready(streams[i]!);
    }
    await streams[0]!.ended;
    expect(streams[0]!.text()).toMatch(/retry: 300000\n\n$/);
    // The other five are all live.
    await markRead(t, token);
    for (const stream of streams.slice(1)) await stream.next((e) => e.event === 'read');
    expect(t.app.notificationHub.size()).toBeGreaterThanOrEqual(5);
  });

  it('an address keeps at most 50 streams open; the next is refused with 429', async () => {
    for (const stream of opened.splice(0)) stream.close();
    await expect.poll(() => t.app.notificationHub.size(), eventually).toBe(0);
    // Ten users with five streams each, all from 127.0.0.1.
    for (let user = 0; user < 10; user++) {
      const { token } = await loginAs(t, 'PRODUCER');
      for (let i = 0; i < 5; i++) await ready(await open(token));
    }
    const refused = await open((await loginAs(t, 'PRODUCER')).token);
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.text())).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: LIMIT_MESSAGES.tooManyStreams,
      data: { retryAfterSeconds: 60 },
    });
    // Once one closes, there is room again.
    opened[0]!.close();
    await expect.poll(() => t.app.notificationHub.size(), eventually).toBe(49);
    const next = await open((await loginAs(t, 'PRODUCER')).token);
    expect(next.status).toBe(200);
    await ready(next);
  });
});

/** Two servers on one PostgreSQL (decision 019): a sign-out on one closes a stream on the other. */
describe.skipIf(testDialect !== 'postgres')('live streams on several servers', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let baseUrl: string;

  beforeAll(async () => {
    cluster = await createCluster(2);
    baseUrl = await cluster.apps[1]!.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => cluster?.close());

  it('signing out on one server closes the session’s stream open on the other', async () => {
    const [one, other] = cluster.apps as [TestApp, TestApp];
    const user = await createUser(one, { role: 'PRODUCER' });
    const session = await login(one, user.email, user.password);
    const stream = await openStream(baseUrl, session.token);
    try {
      await ready(stream);
      expect(other.app.notificationHub.size()).toBe(1);
      expect((await logout(one, session.token)).statusCode).toBe(200);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
