import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server modules depend on each other in one direction only (ARCHITECTURE.md, Boundaries): the
 * graph of imports between `src/modules/<name>/` folders has no cycle.
 */
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

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
        if (owner && !owner.startsWith('..') && owner !== name.name && !owner.endsWith('.ts')) {
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
