// `node bench/lib/profile-summary.mjs <file.cpuprofile> [top]`: self time by function and by
// package, to read a profile written with BENCH_PROFILE without opening DevTools.
import { readFileSync } from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const where = f.url.replace(/^file:\/\//, '');
  const fn = `${f.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg =
    where.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (where.includes('/apps/server/')
      ? 'apps/server'
      : where.includes('/packages/')
        ? 'packages/shared'
        : where.startsWith('node:')
          ? 'node:' + where.slice(5).split('/')[0]
          : f.functionName || '(native)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const show = (title, map) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    );
  }
};
show('Self time by package', byPackage);
show('Self time by function', byFunction);
