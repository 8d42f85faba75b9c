// What the seeds share: the server's modules loaded through tsx, a deterministic generator and
// the audit columns of a seeded row.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from './server.mjs';

/** A module of the server's source (e.g. 'db/database.ts'). */
export const server = (file) => tsImport(path.join(root, 'apps/server/src', file), import.meta.url);
/** The shared package's index. */
export const shared = () =>
  tsImport(path.join(root, 'packages/shared/src/index.ts'), import.meta.url);

/** The database at `databaseUrl` (or SQLite in `dataDir`), through the server's database layer. */
export async function openSeedDatabase({ databaseUrl, dataDir }) {
  const { openDatabase } = await server('db/database.ts');
  return openDatabase({ databaseUrl, dataDir });
}

/** A small deterministic generator, so every run seeds the same data. */
export function random(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

/** The audit columns of a row the bench writes now. */
export function benchAudit() {
  const at = new Date().toISOString();
  return {
    createdBy: 'bench',
    updatedBy: 'bench',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    deletedBy: null,
  };
}

/**
 * Opens the database, hands `fill` its Kysely `db`, a generator seeded with `seed` and the audit
 * columns of now, then closes it; answers what `fill` counted, after the seconds it took.
 */
export async function seedWith({ databaseUrl, dataDir }, seed, fill) {
  const handle = await openSeedDatabase({ databaseUrl, dataDir });
  const pick = random(seed);
  const audit = benchAudit();
  const started = performance.now();
  try {
    const counts = await fill({ db: handle.db, pick, audit });
    return { seconds: (performance.now() - started) / 1000, ...counts };
  } finally {
    await handle.close();
  }
}

/** Inserts `count` rows, row `i` made by `row(i)`, into `table` in transactions of 500 rows. */
export async function insertInBatches(db, table, count, row) {
  for (let start = 0; start < count; start += 500) {
    const values = [];
    for (let i = start; i < Math.min(count, start + 500); i++) values.push(row(i));
    await db.transaction().execute((trx) => trx.insertInto(table).values(values).execute());
  }
}
