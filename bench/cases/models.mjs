// The page.waitForFunction callbacks run in the browser.
/* global window */
import { request } from 'node:http';
import {
  armSearchProbe,
  median,
  newSignedInPage,
  openSignedInPage,
} from '../lib/browser-timing.mjs';
import { startBaseline } from '../lib/baseline.mjs';
import { paired, printTable } from '../lib/load.mjs';
import { seedModels } from '../lib/seed-models.mjs';
import { startServer } from '../lib/server.mjs';

/** One answer's bytes as sent in `encoding` (fetch would decode them and hide the size). */
const compressed = (url, headers, encoding) =>
  new Promise((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });

const MODELS = 2000;
const COLORS = 4;
const MEDIA = 5;
const RUNS = 7;
const ADMIN = { email: 'bench@taller.test', password: 'clave-de-benchmark-1' };

/** Typing in the search box until the filtered first page shows, RUNS times (median). */
async function measureSearch(server, session, lineId) {
  const { browser, page } = await openSignedInPage(session);
  try {
    const url = `${server.url}/director/dashboard/models/${lineId}`;
    const fullText = `Mostrando 1 a 6 de ${MODELS} modelos`;
    // First loads, each in a fresh context (nothing cached), median of RUNS.
    const loads = [];
    for (let i = 0; i < RUNS; i += 1) {
      const fresh = i === 0 ? page : await newSignedInPage(browser, session);
      const started = Date.now();
      await fresh.goto(url);
      await fresh.getByText(fullText).waitFor({ timeout: 60_000 });
      loads.push(Date.now() - started);
      if (fresh !== page) await fresh.context().close();
    }
    const firstLoad = median(loads);
    // The start overlay covers the page for its first second.
    await page.getByRole('figure', { name: 'Frase de bienvenida' }).waitFor({ state: 'detached' });
    const search = page.getByPlaceholder('Buscar por nombre...');
    const runs = [];
    // Each run types one character that narrows 2,000 models to a new first page.
    const keys = ['7', '3', '9', '5', '8', '6', '4'].slice(0, RUNS);
    for (const key of keys) {
      await search.fill('');
      await page.getByText(fullText).waitFor();
      const expected = `Modelo ${String(
        Array.from({ length: MODELS }, (_, i) => MODELS - i).find((n) =>
          String(n).padStart(4, '0').includes(key),
        ),
      ).padStart(4, '0')}`;
      const probe = armSearchProbe(page, 'input[type="search"]', expected);
      await page.waitForFunction(() => window.__probeArmed === true);
      await page.evaluate(() => (window.__probeArmed = false));
      await search.focus();
      await page.keyboard.type(key);
      runs.push(await probe);
    }
    return {
      firstLoad,
      loads,
      dom: median(runs.map((r) => r.dom)),
      painted: median(runs.map((r) => r.painted)),
      worst: Math.max(...runs.map((r) => r.painted)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * A line with 2,000 models (4 colours and 5 media each): the list call on SQLite against a bare
 * node:http server sending the same bytes, and the models page in Chromium filtering them.
 */
export default async function models() {
  const server = await startServer();
  let baseline;
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const session = (await login.json()).data;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const line = await fetch(`${server.url}/api/line/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Linea de carga', description: '[]' }),
    });
    const lineId = (await line.json()).data.id;
    const seedStart = Date.now();
    seedModels(server.dataDir, lineId, { count: MODELS, colors: COLORS, media: MEDIA });
    const seeded = Date.now() - seedStart;

    const path = `/api/model/all/lineId/${lineId}`;
    const first = await fetch(`${server.url}${path}`, { headers });
    const body = Buffer.from(await first.arrayBuffer());
    const list = JSON.parse(body.toString());
    if (list.data.length !== MODELS) throw new Error(`expected ${MODELS} models`);
    const gzipBody = await compressed(`${server.url}${path}`, headers, 'gzip');
    const brBytes = (await compressed(`${server.url}${path}`, headers, 'br')).length;

    // Bare node:http sending the same bytes: plain, and the same gzip bytes.
    baseline = await startBaseline({
      [path]: { type: 'application/json', body },
      [`${path}?gzip`]: {
        type: 'application/json',
        body: gzipBody,
        headers: { 'content-encoding': 'gzip' },
      },
    });
    const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
    const connections = 10;
    const plain = await paired(`${server.url}${path}`, `${baseline.url}${path}`, {
      headers,
      connections,
    });
    const gzip = await paired(`${server.url}${path}`, `${baseline.url}${path}?gzip`, {
      headers: { ...headers, 'accept-encoding': 'gzip' },
      connections,
    });
    const rows = [
      {
        name: `GET ${path.replace(String(lineId), '{id}')} (${MODELS} models, ${kB(body.length)})`,
        ...plain,
      },
      {
        name: `  same, gzip (${kB(gzipBody.length)} on the wire; br ${kB(brBytes)})`,
        ...gzip,
      },
      { name: '  gzip vs plain (Taller, same run)', ...gzip, baseline: plain },
    ];
    printTable(
      `Models list on SQLite (${MODELS} models × ${COLORS} colours × ${MEDIA} media; seeded in ${seeded} ms; ${connections} connections)`,
      rows,
    );

    const browser = await measureSearch(server, session, lineId);
    console.log(`\nModels page in Chromium with ${MODELS} models loaded (median of ${RUNS} runs)`);
    console.log(`  first load to 'Mostrando 1 a 6 de ${MODELS} modelos'  ${browser.firstLoad} ms`);
    console.log(`    (each of the ${RUNS} first loads: ${browser.loads.join(', ')} ms)`);
    console.log(`  keystroke → filtered first page in the DOM        ${browser.dom.toFixed(1)} ms`);
    console.log(
      `  keystroke → that frame painted                    ${browser.painted.toFixed(1)} ms`,
    );
    console.log(
      `  slowest run (painted)                             ${browser.worst.toFixed(1)} ms`,
    );
  } finally {
    await baseline?.stop();
    await server.stop();
  }
}
