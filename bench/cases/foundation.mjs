import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { startBaseline } from '../lib/baseline.mjs';
import { paired, printTable } from '../lib/load.mjs';
import { root, startServer } from '../lib/server.mjs';

const dist = path.join(root, 'apps/web/dist');

/** The JS and CSS files a page loads: the entry, its imports, and the given route chunks'. */
function assetsOf(...routes) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  // A source file that is an entry of its own, or the name of a chunk (decision 020's groups).
  const visit = (wanted) => {
    const key =
      wanted in manifest ? wanted : Object.keys(manifest).find((k) => manifest[k].name === wanted);
    const entry = manifest[key];
    if (!entry) throw new Error(`${wanted} is not in the build manifest`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const route of routes) visit(route);
  return [...files];
}

/** The sign-in page is the entry alone (decision 020): no route chunk before the form is sent. */
const signInAssets = () => assetsOf();
/**
 * Opening the lines page once signed in (a reload there): the app and its layout (the shell
 * chunk) and the screen's chunk, with what they import.
 */
const linesAssets = () => assetsOf('shell', 'lines-page');

export default async function foundation() {
  const server = await startServer();
  const assets = signInAssets();
  // The largest script of the sign-in page (the entry itself is a few bytes that import it).
  const mainJs = assets
    .filter((f) => f.endsWith('.js'))
    .reduce((a, b) =>
      statSync(path.join(dist, a)).size >= statSync(path.join(dist, b)).size ? a : b,
    );
  try {
    const health = await (await fetch(`${server.url}/api/health`)).text();
    const asset = readFileSync(path.join(dist, mainJs));
    const baseline = await startBaseline({
      '/api/health': { type: 'application/json; charset=utf-8', body: Buffer.from(health) },
      [`/${mainJs}`]: { type: 'text/javascript; charset=utf-8', body: asset },
    });
    try {
      const rows = [];
      for (const [name, url] of [
        ['GET /api/health', '/api/health'],
        [`GET /${mainJs} (static)`, `/${mainJs}`],
      ]) {
        rows.push({ name, ...(await paired(server.url + url, baseline.url + url)) });
      }
      printTable('Foundation: Taller vs bare node:http (50 connections)', rows);
    } finally {
      await baseline.stop();
    }
  } finally {
    await server.stop();
  }

  printPayload('Sign-in page payload (what the browser downloads before it can sign in)', assets);
  printPayload('Lines page payload (opened once signed in: entry, layout, screen)', linesAssets());
}

function printPayload(title, assets) {
  console.log(`\n${title}`);
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of assets) {
    const bytes = readFileSync(path.join(dist, file));
    const g = gzipSync(bytes, { level: 9 }).length;
    const b = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    raw += bytes.length;
    gz += g;
    br += b;
    console.log(`  ${file.padEnd(44)} ${kb(bytes.length)} raw  ${kb(g)} gzip  ${kb(b)} brotli`);
  }
  console.log(`  ${'total'.padEnd(44)} ${kb(raw)} raw  ${kb(gz)} gzip  ${kb(br)} brotli`);
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
