// The page.waitForFunction callbacks run in the browser.
/* global window */
import { request } from 'node:http';
import { armSearchProbe, median, openSignedInPage } from '../lib/browser-timing.mjs';
import { startBaseline } from '../lib/baseline.mjs';
import { load, printTable } from '../lib/load.mjs';
import { seedModels } from '../lib/seed-models.mjs';
import { startServer } from '../lib/server.mjs';

/** Bytes on the wire of one answer in `encoding` (fetch would decode it and hide the size). */
const compressedSize = (url, headers, encoding) =>
  new Promise((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
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
    const started = Date.now();
    await page.goto(`${server.url}/director/dashboard/models/${lineId}`);
    const fullText = `Mostrando 1 a 6 de ${MODELS} modelos`;
    await page.getByText(fullText).waitFor({ timeout: 60_000 });
    const firstLoad = Date.now() - started;
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
    const gzipBytes = await compressedSize(`${server.url}${path}`, headers, 'gzip');
    const brBytes = await compressedSize(`${server.url}${path}`, headers, 'br');

    baseline = await startBaseline({ [path]: { type: 'application/json', body } });
    const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
    const connections = 10;
    const baseRow = await load(`${baseline.url}${path}`, { connections });
    const rows = [
      {
        name: `GET ${path.replace(String(lineId), '{id}')} (${MODELS} models, ${kB(body.length)})`,
        ...(await load(`${server.url}${path}`, { headers, connections })),
        baseline: baseRow,
      },
      {
        name: `  same, gzip (${kB(gzipBytes)} on the wire; br ${kB(brBytes)})`,
        ...(await load(`${server.url}${path}`, {
          headers: { ...headers, 'accept-encoding': 'gzip' },
          connections,
        })),
      },
      { name: 'bare node:http, same bytes', ...baseRow },
    ];
    printTable(
      `Models list on SQLite (${MODELS} models × ${COLORS} colours × ${MEDIA} media; seeded in ${seeded} ms; ${connections} connections)`,
      rows,
    );

    const browser = await measureSearch(server, session, lineId);
    console.log(`\nModels page in Chromium with ${MODELS} models loaded (median of ${RUNS} runs)`);
    console.log(`  first load to 'Mostrando 1 a 6 de ${MODELS} modelos'  ${browser.firstLoad} ms`);
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
