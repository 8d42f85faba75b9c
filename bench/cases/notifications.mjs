// Notifications and WhatsApp (issue 22): events per second from the API through the outbox to a
// fake Graph API, and one notification fanned out over SSE to a director's open streams, each
// beside a bare baseline (direct calls to the fake; a bare Node SSE broadcast).
import http from 'node:http';
import { startInOwnProcess } from '../lib/baseline.mjs';
import { apiOf, signIn, startServer } from '../lib/server.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
// A director's live streams: the server keeps at most 5 per user (the oldest closes) and 50 per
// address (config limits.streams), so the 500 streams this bench once opened never all heard.
const STREAMS = 5;
const ROUNDS = 10;
const CONCURRENCY = 10;

/** A stand-in Graph API that accepts every message; `waitFor(n)` settles at the n-th. */
async function startFakeGraph() {
  let count = 0;
  const waiters = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ messages: [{ id: `wamid.bench${count}` }] }));
      for (const w of waiters.filter((w) => count >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    count: () => count,
    waitFor: (n) =>
      count >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () => new Promise((r) => server.close(r)),
  };
}

async function inTurns(items, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Opens an SSE stream with node:http; `onEvent(name)` for each event. */
function openStream(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...headers, accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const name = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (name) onEvent(name);
        }
      });
      res.on('error', () => {});
      resolve(req);
    });
    req.on('error', reject);
  });
}

/** Waits until `count()` reaches `n`, checking at each event (no timer loop). */
function counter() {
  let value = 0;
  let waiter = null;
  return {
    bump() {
      value += 1;
      if (waiter && value >= waiter.n) waiter.resolve();
    },
    reset: () => (value = 0),
    reach: (n) =>
      value >= n ? Promise.resolve() : new Promise((resolve) => (waiter = { n, resolve })),
  };
}

/**
 * The bare SSE broadcast, in a process of its own like Taller's server: GET / opens a stream,
 * POST /send writes one event to every open stream.
 */
export function bareFanOutServer() {
  const sinks = new Set();
  return http.createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume();
      for (const sink of sinks) sink.write(`event: notification\ndata: {"n":1}\n\n`);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    sinks.add(res);
    req.on('close', () => sinks.delete(res));
  });
}

async function bareFanOut() {
  const server = await startInOwnProcess(import.meta.url, 'bareFanOutServer');
  const received = counter();
  const requests = [];
  for (let i = 0; i < STREAMS; i += 1)
    requests.push(await openStream(`${server.url}/`, {}, () => received.bump()));
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    received.reset();
    const started = performance.now();
    await (await fetch(`${server.url}/send`, { method: 'POST' })).text();
    await received.reach(STREAMS);
    times.push(performance.now() - started);
  }
  for (const req of requests) req.destroy();
  await server.stop();
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function notifications() {
  const graph = await startFakeGraph();
  // 2,000 writes of one director in a minute or two: startServer lifts the write limits.
  const server = await startServer({ WHATSAPP_API_URL: graph.url });
  try {
    const token = await signIn(server.url);
    const api = apiOf(server.url, token);
    const client = await api('POST', '/client/create', {
      name: 'Cliente Benchmark',
      documentNumber: '5550001',
      phone: '+59170000001',
    });
    const product = await api('POST', '/product/create', {
      code: 'BENCH-01',
      name: 'Producto Benchmark',
      kind: 'ACCESSORY',
      priceCents: 1000,
    });
    await api('PUT', '/whatsapp/settings', {
      enabled: true,
      phoneNumberId: '1234567890',
      apiVersion: 'v21.0',
      accessToken: 'token-de-benchmark',
      appSecret: 'secreto-de-benchmark',
    });
    const { items } = await api('GET', '/whatsapp/templates');
    await api('PUT', '/whatsapp/templates', {
      items: items.map((t) =>
        t.kind === 'ORDER_STATUS_CHANGED'
          ? {
              ...t,
              enabled: true,
              templateName: 'estado_pedido',
              variables: ['orderNumber', 'status'],
            }
          : t,
      ),
    });
    await api('PUT', '/whatsapp/consent', { clientId: client.id, optIn: true });
    const orders = [];
    await inTurns(
      Array.from({ length: EVENTS }, (_, i) => i),
      async () => {
        orders.push(
          await api('POST', '/order/create', {
            clientId: client.id,
            promisedDate: '2030-01-15',
            items: [{ productId: product.id, quantity: 1 }],
          }),
        );
      },
    );

    // Events per second: status changes answered by the API, then each one's templated
    // message accepted by the fake Graph API (outbox → worker → sender).
    const before = graph.count();
    const started = performance.now();
    await inTurns(orders, (order) =>
      api('POST', `/order/${order.id}/status`, { status: 'IN_PRODUCTION' }),
    );
    const answered = performance.now() - started;
    await graph.waitFor(before + EVENTS);
    const delivered = performance.now() - started;

    // Baseline: the same number of messages posted straight to the fake, same concurrency.
    const bareStarted = performance.now();
    await inTurns(orders, () =>
      fetch(`${graph.url}/v21.0/1234567890/messages`, { method: 'POST', body: '{}' }).then((r) =>
        r.text(),
      ),
    );
    const bare = performance.now() - bareStarted;

    const rate = (ms) => (EVENTS / (ms / 1000)).toFixed(0);
    console.log(
      `\nNotifications: ${EVENTS} order status changes, ${CONCURRENCY} at a time (SQLite)`,
    );
    console.log(`  API answered all in ${answered.toFixed(0)} ms (${rate(answered)} changes/s)`);
    console.log(
      `  outbox → WhatsApp: all ${EVENTS} messages accepted by the fake Graph API after ${delivered.toFixed(0)} ms: ${rate(delivered)} events/s`,
    );
    console.log(
      `  bare baseline (posting straight to the fake): ${rate(bare)} messages/s; ratio ${(delivered / bare).toFixed(1)}× the bare time`,
    );

    // SSE fan-out: one notification to every open stream of another director (no one is told of
    // their own actions, issue 37).
    const reader = { email: 'lectora@taller.test', password: 'clave-de-lectora-1' };
    await api('POST', '/user/create', { name: 'Directora Lectora', role: 'DIRECTOR', ...reader });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reader),
    });
    const readerToken = (await login.json()).data.accessToken;
    const received = counter();
    const streams = [];
    for (let i = 0; i < STREAMS; i += 1) {
      streams.push(
        await openStream(
          `${server.url}/api/notification/stream`,
          { authorization: `Bearer ${readerToken}` },
          (name) => {
            if (name === 'notification') received.bump();
          },
        ),
      );
    }
    const times = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      received.reset();
      const t0 = performance.now();
      await api('POST', '/order/create', {
        clientId: client.id,
        promisedDate: '2030-01-15',
        items: [{ productId: product.id, quantity: 1 }],
      });
      await received.reach(STREAMS);
      times.push(performance.now() - t0);
    }
    for (const req of streams) req.destroy();
    const bareTimes = await bareFanOut();
    console.log(
      `  SSE fan-out to ${STREAMS} streams (order created → every stream has it), ${ROUNDS} rounds: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    console.log(
      `  bare Node SSE broadcast to ${STREAMS} streams: median ${median(bareTimes).toFixed(1)} ms; ratio ${(median(times) / median(bareTimes)).toFixed(1)}×`,
    );
  } finally {
    await server.stop();
    await graph.close();
  }
}
