// The page.evaluate callbacks run in the browser, where window and performance exist.
/* global window */
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { median } from '../lib/browser-timing.mjs';
import { printColumns } from '../lib/load.mjs';

const LINES = 1000;
const RUNS = 21;
const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
  { name: 'L', minHeightCm: 150, maxHeightCm: 250 },
];

/** 1,000 lines in every form the parser reads: phone-typed, pasted cells, CSV; a few wrong. */
function pastedLines() {
  const forms = [
    (name, cm) => `${name} ${String(cm).replace('.', ',')}`,
    (name, cm) => `${name}: ${cm}`,
    (name, cm) => `${name} - ${(cm / 100).toFixed(2).replace('.', ',')} m`,
    (name, cm) => `${name}\t${String(cm).replace('.', ',')}`,
    (name, cm) => `"${name}";"${String(cm).replace('.', ',')}";3B`,
    (name, cm) => `${name},${cm}cm`,
    (name, cm) => `12. ${name} ${(cm / 100).toFixed(2)}`,
    (name) => `${name} 1,50,5`,
  ];
  const names = ['Ana María Rojas', "Seán O'Brien", 'José Núñez-Peña', 'Zoë Quispe Jr.'];
  return Array.from({ length: LINES }, (_, i) =>
    forms[i % forms.length](names[i % names.length], 100 + (i % 150) + 0.5),
  ).join('\n');
}

/** The shared parser as the browser runs it: one script, `window.roster.previewRoster`. */
async function bundleParser() {
  const entry = path.resolve(import.meta.dirname, '../../packages/shared/src/orders/roster.ts');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'roster',
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0].text;
}

/** `previewRoster` over the lines, in ms: the first call, then the median of RUNS more. */
const timeParse = ({ text, sizes, runs }) => {
  const times = [];
  for (let i = 0; i <= runs; i += 1) {
    const started = performance.now();
    const preview = window.roster.previewRoster(text, sizes);
    times.push(performance.now() - started);
    if (!('rows' in preview) || preview.rows.length !== text.split('\n').length) {
      throw new Error('the preview did not read every line');
    }
  }
  const [first, ...rest] = times;
  return { first, rest: rest.sort((a, b) => a - b) };
};

/**
 * 'Revisar filas' on 1,000 pasted lines: the shared roster parser (bundled by esbuild, as Vite
 * bundles it into the app) run in headless Chromium, and for comparison in this Node process.
 */
export default async function run() {
  const text = pastedLines();
  const script = await bundleParser();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let inBrowser;
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>roster</title>');
    await page.addScriptTag({ content: script });
    inBrowser = await page.evaluate(timeParse, { text, sizes: SIZES, runs: RUNS });
  } finally {
    await browser.close();
  }
  globalThis.window = { roster: new Function(`${script}; return roster;`)() };
  const inNode = timeParse({ text, sizes: SIZES, runs: RUNS });
  delete globalThis.window;

  console.log(`\nRoster parser — ${LINES} pasted lines, 'Revisar filas' (goal ≤ 100 ms)`);
  const ms = (value) => value.toFixed(1);
  printColumns(
    ['where', 'first ms', 'median ms', 'max ms'],
    [
      ['Chromium', inBrowser],
      ['Node', inNode],
    ].map(([where, { first, rest }]) => [where, ms(first), ms(median(rest)), ms(rest.at(-1))]),
  );
}
