// The page.evaluate callbacks run in the browser.
/* global document, window, requestAnimationFrame */
import path from 'node:path';
import { build } from 'esbuild';
import { median, openSignedInPage } from '../lib/browser-timing.mjs';
import { printColumns } from '../lib/load.mjs';
import { apiOf, root, startServer } from '../lib/server.mjs';

const PEOPLE = 1000;
const KEYS = 40;
const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 129.9 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 149.9 },
  { name: 'L', minHeightCm: 150, maxHeightCm: 250 },
];
const GOALS = { keystroke: 50, parse: 100 };

/**
 * Arms a probe: from the next keydown (its event time) until the frame after it has been painted
 * (a task queued from that frame's requestAnimationFrame runs once the frame is out). React
 * renders a keystroke in the same task as its events, so the frame shows its result.
 */
const armKeyProbe = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          },
          { once: true, capture: true },
        );
        window.__keyProbe = true;
      }),
  );

/** Each key of `keys` pressed once, probed: the keystroke-to-paint times in ms. */
async function timeKeys(page, keys) {
  const times = [];
  for (const key of keys) {
    const probe = armKeyProbe(page);
    await page.waitForFunction(() => window.__keyProbe === true);
    await page.evaluate(() => (window.__keyProbe = false));
    await page.keyboard.press(key);
    times.push(await probe);
  }
  return times;
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const row = (name, times, goal) => [
  name,
  median(times).toFixed(1),
  p95(times).toFixed(1),
  Math.max(...times).toFixed(1),
  `≤ ${goal}`,
];

/** The shared roster parser bundled for the browser (what the web app's chunk holds of it). */
async function parserBundle() {
  const result = await build({
    entryPoints: [path.join(root, 'packages/shared/src/orders/roster.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'roster',
    write: false,
    platform: 'browser',
  });
  return result.outputFiles[0].text;
}

/** 1,000 lines as people paste them: tabs, semicolons, decimal commas, a header, blanks. */
const pastedLines = () =>
  [
    'Nombre\tEstatura',
    ...Array.from({ length: PEOPLE }, (_, i) => {
      const name = `Estudiante ${i + 1} Pérez`;
      const cm = 110 + (i % 70) + (i % 2 ? 0.5 : 0);
      const height = String(cm).replace('.', ',');
      return i % 3 === 0 ? `${name};${height}` : `${name}\t${height}`;
    }),
  ].join('\n');

/**
 * A 1,000-person roster in the built app, in Chromium: keystroke-to-paint typing a name,
 * typing a height (the size and the counts follow) and moving down with the arrow key through
 * the virtualised grid; then parsing 1,000 pasted lines with the shared parser in the page, and
 * 'Revisar filas' on them until the preview is painted.
 */
export default async function rosterGrid() {
  const server = await startServer();
  let browser;
  try {
    const session = await apiOf(server.url, null)('POST', '/auth/login', {
      email: 'bench@taller.test',
      password: 'clave-de-benchmark-1',
    });
    const api = apiOf(server.url, session.accessToken);
    const client = await api('POST', '/client/create', {
      name: 'Colegio de carga',
      documentNumber: '1234567',
    });
    const product = await api('POST', '/product/create', {
      code: 'POLO-01',
      name: 'Polo escolar',
      kind: 'GARMENT',
      priceCents: 8000,
      sizes: SIZES,
    });
    const order = await api('POST', '/order/create', {
      clientId: client.id,
      promisedDate: '2030-05-20',
      items: [
        {
          productId: product.id,
          people: Array.from({ length: PEOPLE }, (_, i) => ({
            name: `Estudiante ${String(i + 1).padStart(4, '0')}`,
            heightCm: 110 + (i % 70),
          })),
        },
      ],
    });

    const opened = await openSignedInPage(session);
    browser = opened.browser;
    const { page } = opened;
    await page.goto(`${server.url}/director/dashboard/orders/${order.id}/edit-new`);
    await page
      .getByRole('figure', { name: 'Frase de bienvenida' })
      .waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('button', { name: /Personas y tallas/ }).click();
    await page.getByRole('heading', { name: `Personas (${PEOPLE})` }).waitFor();
    const rows = await page.getByRole('grid').getByRole('row').count();

    await page.getByRole('textbox', { name: 'Nombre de la persona 1', exact: true }).click();
    await page.keyboard.press('End');
    const name = await timeKeys(
      page,
      [...'abcdefghijklmnopqrst', ...'uvwxyzabcdefghijklmn'].slice(0, KEYS),
    );

    // A height typed anew: its size and the counts above the grid follow every key.
    await page.getByRole('textbox', { name: 'Estatura de la persona 2', exact: true }).click();
    const heightKeys = Array.from({ length: KEYS / 4 }, () => [
      'Backspace',
      'Backspace',
      '4',
      '5',
    ]).flat();
    await page.keyboard.press('End');
    const height = await timeKeys(page, heightKeys);

    await page.getByRole('textbox', { name: 'Nombre de la persona 3', exact: true }).click();
    const arrows = await timeKeys(page, Array(KEYS).fill('ArrowDown'));
    const reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

    // Parsing 1,000 pasted lines with the shared parser, in the page.
    // Evaluated through the DevTools protocol: the app's CSP refuses inline scripts.
    await page.evaluate(`${await parserBundle()}\nwindow.roster = roster;`);
    const text = pastedLines();
    const parse = await page.evaluate(
      ([source, sizes, runs]) => {
        const times = [];
        for (let i = 0; i < runs; i += 1) {
          const start = performance.now();
          const rows = window.roster.parseRoster(source, sizes);
          times.push(performance.now() - start);
          if (rows.length !== 1000) throw new Error(`parsed ${rows.length} rows`);
        }
        return times;
      },
      [text, SIZES, 15],
    );

    // 'Pegar desde hoja de cálculo' → 'Revisar filas' on the same lines, until painted.
    await page.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
    const box = page.getByRole('textbox', { name: /Pegue las filas/ });
    await box.fill(text);
    const check = page.getByRole('button', { name: 'Revisar filas' });
    const previewed = await check.evaluate(
      (button) =>
        new Promise((resolve) => {
          const start = performance.now();
          button.click();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }),
    );
    const status = await page.getByText(/filas correctas/).textContent();

    console.log(
      `\nRoster grid in Chromium (built app, ${PEOPLE} people; ${rows} rows drawn; arrows reached '${reached}')`,
    );
    printColumns(
      ['keystroke-to-paint', 'median ms', 'p95 ms', 'worst ms', 'goal ms'],
      [
        row(`typing a name (${name.length} keys)`, name, GOALS.keystroke),
        row(`typing a height (${height.length} keys; size, counts)`, height, GOALS.keystroke),
        row(`ArrowDown to the next row (${arrows.length} keys)`, arrows, GOALS.keystroke),
      ],
    );
    console.log(`\nParsing ${PEOPLE} pasted lines in Chromium (${status?.trim()})`);
    printColumns(
      ['case', 'median ms', 'p95 ms', 'worst ms', 'goal ms'],
      [
        row('parseRoster (shared parser, 15 runs)', parse, GOALS.parse),
        ["'Revisar filas' click to painted preview (once)", previewed.toFixed(1), '-', '-', '-'],
      ],
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}
