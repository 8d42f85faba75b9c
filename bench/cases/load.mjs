import { Agent, createServer, request } from 'node:http';
import { startInOwnProcess } from '../lib/baseline.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';

const SESSIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
// Three lines of its own per session to start with, so that nobody has to create first.
const SEED_LINES = SESSIONS * 3;
const ADMIN = { email: 'bench@taller.test', password: 'clave-de-benchmark-1' };

/**
 * 50 concurrent staff sessions for 30 s (BENCH_SECONDS), each on its own keep-alive connection,
 * mixing what the Gestión de Líneas page does: list, details, create, update and delete (and the
 * same for models once the server has /api/model/create). On SQLite and on a throwaway
 * PostgreSQL cluster. Prints req/s, p50/p99 latency and errors per operation; never fails.
 */
export default async function load() {
  const baseline = await startMixBaseline();
  let bare;
  try {
    bare = await run('bare node:http (the baseline: fixed answers, same mix)', {}, baseline);
  } finally {
    await baseline.stop();
  }
  const ratio = (title, result) =>
    console.log(
      `${title}: ${result.rps.toFixed(0)} req/s = ${((result.rps / bare.rps) * 100).toFixed(1)}% of bare node:http's ${bare.rps.toFixed(0)} req/s (same sessions, same mix)`,
    );
  const sqlite = await run('SQLite', {});
  const pg = await startThrowawayPostgres();
  if (!pg) {
    console.log('\n(no PostgreSQL binaries: the PostgreSQL half of the load case is skipped)');
    ratio('\nLoad, all operations, SQLite', sqlite);
    return;
  }
  try {
    const postgres = await run('PostgreSQL', { DATABASE_URL: pg.url });
    console.log('');
    ratio('Load, all operations, SQLite', sqlite);
    ratio('Load, all operations, PostgreSQL', postgres);
  } finally {
    pg.stop();
  }
}

function call(agent, base, method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = request(`${base}${path}`, {
      method,
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload && { 'content-type': 'application/json' }),
      },
    });
    const done = (status, text) =>
      resolve({ status, text, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => done(res.statusCode, text));
    });
    req.on('error', () => done(0, ''));
    req.end(payload);
  });
}

const hex = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

/**
 * The physical limit of the mix: bare node:http answering every call of it at once with a
 * fixed body of the size Taller's answer had (a create with a new id, so sessions keep going).
 * Started by startMixBaseline in a process of its own.
 */
export function mixBaselineServer() {
  let id = 1_000_000;
  const json = (data) => Buffer.from(JSON.stringify({ status: 200, message: 'OK', data }));
  const lineBody = {
    id: 1,
    name: 'Carga 1',
    color: '#336699',
    status: 'ACTIVE',
    description: '[]',
  };
  const lines = json(Array.from({ length: 150 }, (_, i) => ({ ...lineBody, id: i + 1 })));
  const one = json(lineBody);
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body =
        req.method === 'GET' && req.url === '/api/line'
          ? lines
          : req.url === '/api/line/create'
            ? json({ ...lineBody, id: (id += 1) })
            : req.url.startsWith('/api/model/all')
              ? json([])
              : one;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
}

async function startMixBaseline() {
  const server = await startInOwnProcess(import.meta.url, 'mixBaselineServer');
  // The same calls as Taller's, with no sign-in and no catalogue.
  return { ...server, fake: true };
}

/**
 * The mixed load on a server started with `env`, or on `fakeServer` when given (the bare
 * baseline, or an installation started by another case, e.g. nginx in front of instances).
 */
export async function run(title, env, fakeServer) {
  const server = fakeServer ?? (await startServer(env));
  try {
    const agents = Array.from(
      { length: SESSIONS },
      () => new Agent({ keepAlive: true, maxSockets: 1 }),
    );
    const tokens = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      if (server.fake) {
        tokens.push('bare');
        continue;
      }
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      tokens.push((await res.json()).data.accessToken);
    }
    const hasModels =
      server.fake ||
      // The document's paths are relative to its server, /api.
      '/model/create' in (await (await fetch(`${server.url}/api/openapi.json`)).json()).paths;
    let counter = 0;
    const line = () => ({
      name: `Carga ${(counter += 1)}`,
      color: hex(),
      status: 'ACTIVE',
      description: JSON.stringify(['Madera de roble', 'Barniz mate', `Detalle ${counter}`]),
    });
    const pools = tokens.map(() => []);
    for (let i = 0; i < SEED_LINES; i += 1) {
      const res = await call(agents[0], server.url, 'POST', '/api/line/create', tokens[0], line());
      pools[i % SESSIONS].push(JSON.parse(res.text).data.id);
    }

    const ops = [
      ['list', 35, () => ['GET', '/api/line']],
      ['details', 25, (s) => ['GET', `/api/line/${pick(pools[s])}`]],
      ['create', 15, () => ['POST', '/api/line/create', line()]],
      ['update', 15, (s) => ['PUT', '/api/line/update', { id: pick(pools[s]), ...line() }]],
      ['delete', 10, (s) => ['DELETE', `/api/line/delete/${pools[s].pop()}`]],
    ];
    if (hasModels) {
      ops.push(['models of a line', 15, (s) => ['GET', `/api/model/all/lineId/${pick(pools[s])}`]]);
      ops.push([
        'create model',
        5,
        (s) => [
          'POST',
          '/api/model/create',
          {
            name: `Modelo ${(counter += 1)}`,
            description: JSON.stringify(['Lino']),
            status: 'ACTIVE',
            lineId: pick(pools[s]),
            colors: [
              { baseName: 'Blanco', baseHexa: '#FFFFFF', frameName: 'Negro', frameHexa: '#000000' },
            ],
            media: [],
          },
        ],
      ]);
    }
    const totalWeight = ops.reduce((n, [, w]) => n + w, 0);
    const stats = new Map(ops.map(([name]) => [name, { latencies: [], errors: 0 }]));
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();

    const session = async (s) => {
      while (Date.now() < deadline) {
        let r = Math.random() * totalWeight;
        let op = ops.find(([, w]) => (r -= w) < 0);
        // Keep a few lines of one's own to read, change and delete.
        if (pools[s].length < 3 && op[0] !== 'list') op = ops.find(([name]) => name === 'create');
        const [method, path, body] = op[2](s);
        const res = await call(agents[s], server.url, method, path, tokens[s], body);
        const entry = stats.get(op[0]);
        entry.latencies.push(res.ms);
        if (res.status !== 200) entry.errors += 1;
        else if (op[0] === 'create') pools[s].push(JSON.parse(res.text).data.id);
      }
    };
    await Promise.all(tokens.map((_, s) => session(s)));
    const elapsed = (Date.now() - started) / 1000;
    for (const agent of agents) agent.destroy();

    const all = { latencies: [], errors: 0 };
    const rows = [...stats].map(([name, { latencies, errors }]) => {
      for (const ms of latencies) all.latencies.push(ms);
      all.errors += errors;
      return row(name, latencies, errors, elapsed);
    });
    rows.push(row('all', all.latencies, all.errors, elapsed));
    print(
      `Load: ${SESSIONS} staff sessions for ${SECONDS} s on ${title} (${SEED_LINES} lines to start${hasModels ? ', models included' : ''})`,
      rows,
    );
    return { rps: all.latencies.length / elapsed };
  } finally {
    if (!fakeServer) await server.stop();
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function row(name, latencies, errors, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
  return [
    name,
    String(sorted.length),
    (sorted.length / seconds).toFixed(0),
    at(0.5).toFixed(1),
    at(0.99).toFixed(1),
    String(errors),
  ];
}

function print(title, rows) {
  const head = ['operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(fmt(r));
}
