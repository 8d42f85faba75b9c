import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which tables each server module touches, for test/module-graph.test.ts. A module owns the
 * tables its files add to `Database` (`declare module '…/db/schema'`); it reads another module's
 * tables through that module's exported read functions.
 */
export const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const srcDir = path.resolve(modulesDir, '..');

/** A source file of a module: its path inside `src/modules` and its text. */
export type ModuleFile = { file: string; source: string };

/** The sources of each module folder, by module name. */
export function moduleSources(): Map<string, ModuleFile[]> {
  const sources = new Map<string, ModuleFile[]>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(modulesDir, entry.name);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.ts'),
    );
    sources.set(
      entry.name,
      files.map((file) => ({
        file: `${entry.name}/${file}`,
        source: readFileSync(path.join(dir, file), 'utf8'),
      })),
    );
  }
  return sources;
}

/** The tables a source adds to `Database`. */
export function declaredTables(source: string): string[] {
  const tables: string[] = [];
  const blocks = withoutComments(source).matchAll(
    /declare module '[./]+db\/schema' \{\s*(?:export )?interface Database \{([\s\S]*?)\n {0,2}\}/g,
  );
  for (const [, body] of blocks) {
    for (const [, table] of body!.matchAll(/^\s+(\w+)\??:/gm)) tables.push(table!);
  }
  return tables;
}

/** Each table's owner: the module that declares it, or `null` outside the modules (lib, db). */
export function tableOwners(): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const [name, sources] of moduleSources()) {
    for (const { source } of sources) {
      for (const table of declaredTables(source)) owners.set(table, name);
    }
  }
  for (const file of readdirSync(srcDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.startsWith('modules')) continue;
    for (const table of declaredTables(readFileSync(path.join(srcDir, file), 'utf8'))) {
      owners.set(table, null);
    }
  }
  return owners;
}

/** The tables the migrations create, camelCased as Kysely names them. */
export function migratedTables(): string[] {
  const dir = path.join(srcDir, 'db/migrations');
  const tables = new Set<string>();
  for (const file of readdirSync(dir)) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, table] of source.matchAll(/createTable\('(\w+)'/g)) tables.add(camel(table!));
  }
  return [...tables];
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Comments say what code does not do: drop them before looking for table names. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The tables a source touches: Kysely's `selectFrom('x')`, `updateTable`, `insertInto`,
 * `deleteFrom` and joins (with or without an alias), the table argument of a helper that takes
 * the database first (`findLiveById(db, 'x', id)`, `findIn(trx, 'x', …)`), and `from x` /
 * `join x` / `update x` / `into x` in raw SQL (an sql`…` template). Only names in `known` count.
 */
export function touchedTables(source: string, known: ReadonlySet<string>): Set<string> {
  const code = withoutComments(source);
  const found = new Set<string>();
  const builder =
    /\b(?:selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*'(\w+)(?: as \w+)?'/g;
  const helper = /\b\w+\(\s*[\w.]+,\s*(?:[\w.]+,\s*)?'(\w+)'/g;
  const raw = /\b(?:from|join|update|into)\s+([a-z][a-z_]*)\b/g;
  for (const [, table] of code.matchAll(builder)) found.add(table!);
  for (const [, table] of code.matchAll(helper)) if (known.has(table!)) found.add(table!);
  for (const [, template] of code.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)) {
    for (const [, table] of template!.matchAll(raw)) {
      if (known.has(camel(table!))) found.add(camel(table!));
    }
  }
  return found;
}

/** Each file's tables that another module (or none) owns: `file → [tables]`. */
export function foreignAccess(
  sources: Map<string, ModuleFile[]>,
  owners: Map<string, string | null>,
): Map<string, string[]> {
  const known = new Set(owners.keys());
  const foreign = new Map<string, string[]>();
  for (const [name, files] of sources) {
    for (const { file, source } of files) {
      const tables = [...touchedTables(source, known)].filter((t) => owners.get(t) !== name);
      if (tables.length > 0) foreign.set(file, tables.sort());
    }
  }
  return foreign;
}
