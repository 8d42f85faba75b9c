// `npm run bench`: builds the web app, then runs every benchmark case (or those named on the
// command line) and prints figures. It never fails on a time. BENCH_SECONDS sets each load's length.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const casesDir = path.join(import.meta.dirname, 'cases');
const wanted = process.argv.slice(2);
const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'ignore',
  cwd: path.resolve(import.meta.dirname, '..'),
});
if (build.status !== 0) {
  console.error('web build failed');
  process.exit(1);
}
console.log(`Taller benchmark — ${new Date().toISOString()} — node ${process.version}`);
for (const file of readdirSync(casesDir).sort()) {
  const name = file.replace(/\.mjs$/, '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const { default: run } = await import(path.join(casesDir, file));
  await run();
}
