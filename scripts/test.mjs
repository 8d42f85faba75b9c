// `npm test`: every test. Unit/component/API on SQLite, the API suite again on PostgreSQL, then
// browser journeys in real Chromium. Prints how many ran where and ends with "N passed, N failed".
// Under CI=true a missing Chromium or PostgreSQL fails the run; locally those parts are skipped
// with a loud notice.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hasChromium, chromiumPath } from './lib/chromium.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
const isCi = process.env.CI === 'true' || process.env.CI === '1';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const stages = [];
let failedToRun = false;

function vitest(name, args, env = {}) {
  const outputFile = path.join(results, `${name}.json`);
  // Output goes to the terminal and to .test-results/<stage>.log (unhandled errors are only there).
  const run = spawnSync(
    'bash',
    [
      '-o',
      'pipefail',
      '-c',
      'npx vitest run --reporter=default --reporter=json "$@" 2>&1 | tee "$LOG_FILE"',
      'vitest',
      `--outputFile=${outputFile}`,
      ...args,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, LOG_FILE: path.join(results, `${name}.log`) },
    },
  );
  let report = null;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    /* the run died before reporting */
  }
  const stage = {
    name,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    ok: run.status === 0,
  };
  if (!report || (run.status !== 0 && stage.failed === 0)) {
    stage.failed += 1;
    stage.note = `vitest exited with ${run.status}`;
  }
  stages.push(stage);
}

function skipOrFail(name, why, install) {
  if (isCi) {
    console.error(`\n✖ ${name}: ${why}. Under CI this is a failure. Install it: ${install}\n`);
    stages.push({ name, passed: 0, failed: 1, skipped: 0, ok: false, note: why });
    failedToRun = true;
  } else {
    console.warn(
      `\n${'!'.repeat(72)}\n!! SKIPPED ${name}: ${why}.\n!! Install it to run these tests: ${install}\n${'!'.repeat(72)}\n`,
    );
    stages.push({ name, passed: 0, failed: 0, skipped: 0, ok: true, note: `skipped: ${why}` });
  }
}

// 1. Unit, component and API tests on SQLite.
vitest('unit+api(sqlite)', [], { TEST_DB: 'sqlite' });

// 2. The API suite on PostgreSQL.
let pg = null;
let adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  try {
    pg = await startThrowawayPostgres();
    adminUrl = pg?.url;
  } catch (error) {
    console.error(error);
  }
}
if (adminUrl) {
  try {
    vitest('api(postgres)', ['--project', 'server'], {
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: adminUrl,
    });
  } finally {
    pg?.stop();
  }
} else {
  skipOrFail(
    'api(postgres)',
    'no PostgreSQL server binaries (initdb, pg_ctl) found and TEST_DATABASE_URL is unset',
    'apt-get install postgresql',
  );
}

// 3. Browser journeys against the built app in real Chromium.
if (hasChromium()) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    stages.push({
      name: 'browser',
      passed: 0,
      failed: 1,
      skipped: 0,
      ok: false,
      note: 'web build failed',
    });
  } else {
    vitest('browser', ['--config', 'e2e/vitest.config.ts']);
  }
} else {
  skipOrFail(
    'browser',
    `no Chromium at ${chromiumPath()} (set CHROMIUM_PATH)`,
    'apt-get install chromium',
  );
}

const passed = stages.reduce((n, s) => n + s.passed, 0);
const failed = stages.reduce((n, s) => n + s.failed, 0);
const skipped = stages.reduce((n, s) => n + s.skipped, 0);
console.log('\nTest summary');
for (const s of stages) {
  const extra = s.note ? `  (${s.note})` : '';
  console.log(
    `  ${s.name.padEnd(18)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed ${String(s.skipped).padStart(4)} skipped${extra}`,
  );
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedToRun || stages.some((s) => !s.ok) ? 1 : 0);
