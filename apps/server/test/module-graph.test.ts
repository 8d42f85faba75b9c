import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_ALLOWANCES } from './module-table-allowances';
import {
  foreignAccess,
  migratedTables,
  moduleSources,
  tableOwners,
  touchedTables,
} from './module-tables';

/**
 * Server modules depend on each other in one direction only (ARCHITECTURE.md, Boundaries): the
 * graph of imports between `src/modules/<name>/` folders has no cycle; and a module touches only
 * its own tables, reading another's through that module's exported functions.
 */
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const isModule = (name: string) => readdirSync(modulesDir).includes(name) && !name.endsWith('.ts');

function moduleGraph() {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const uses = new Set<string>();
    const dir = path.join(modulesDir, name.name);
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts')) continue;
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(
          modulesDir,
          path.resolve(path.dirname(path.join(dir, file)), spec!),
        );
        const [owner] = target.split(path.sep);
        // modules/module.ts (defineModule) is shared wiring, not a module.
        if (owner && owner !== name.name && isModule(owner)) {
          uses.add(owner);
        }
      }
    }
    graph.set(name.name, uses);
  }
  return graph;
}

/** A cycle as a list of modules (first = last), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    expect(graph.get('users')).toContain('auth');
    expect(findCycle(graph)).toBeNull();
  });

  it('would be caught: a cycle is found when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});

/** What a file touches beyond its allowance: `file → table`. */
function refusedAccess(foreign: Map<string, string[]>) {
  return [...foreign].flatMap(([file, tables]) =>
    tables
      .filter((table) => !TABLE_ALLOWANCES[file]?.tables.includes(table))
      .map((table) => `${file} → ${table}`),
  );
}

describe('server modules’ tables', () => {
  const owners = tableOwners();

  it('each has one owner: every table the migrations create is declared by a module', () => {
    // change_log is the change feed's (lib/change-feed.ts), written by raw SQL only.
    const unowned = migratedTables().filter((table) => !owners.has(table) && table !== 'changeLog');
    expect(unowned).toEqual([]);
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('users')).toBe('auth');
    expect(owners.get('rateLimits')).toBeNull();
  });

  it('are touched by their own module, or as an allowance says', () => {
    const foreign = foreignAccess(moduleSources(), owners);
    expect(refusedAccess(foreign)).toEqual([]);
    const unused = Object.entries(TABLE_ALLOWANCES).flatMap(([file, { tables }]) =>
      tables.filter((table) => !foreign.get(file)?.includes(table)).map((t) => `${file} → ${t}`),
    );
    expect(unused).toEqual([]);
  });

  it('would be caught: a module reading, joining or writing another one’s table', () => {
    const source = [
      "const a = db.selectFrom('orders as o').innerJoin('clients', 'clients.id', 'o.clientId');",
      "await trx.updateTable('media').set({ entityId: 1 }).execute();",
      "const user = await findLiveById(db, 'users', id);",
      'const n = await sql`select count(*) from order_items oi`.execute(db);',
      "const own = db.selectFrom('faqs'); // what faqs read from products stays unseen",
    ].join('\n');
    expect([...touchedTables(source, new Set(owners.keys()))].sort()).toEqual([
      'clients',
      'faqs',
      'media',
      'orderItems',
      'orders',
      'users',
    ]);
    const bad = new Map([['faq', [{ file: 'faq/faq.bad.ts', source }]]]);
    expect(refusedAccess(foreignAccess(bad, owners))).toEqual([
      'faq/faq.bad.ts → clients',
      'faq/faq.bad.ts → media',
      'faq/faq.bad.ts → orderItems',
      'faq/faq.bad.ts → orders',
      'faq/faq.bad.ts → users',
    ]);
  });
});
