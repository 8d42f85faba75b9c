import type { Line } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';

let nextId = 100;

export function makeLine(overrides: Partial<Line> = {}): Line {
  nextId += 1;
  return {
    id: nextId,
    name: `Línea ${nextId}`,
    description: '[]',
    color: '#336699',
    status: 'ACTIVE',
    createdBy: 'Director',
    updatedBy: 'Director',
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    deletedAt: null,
    deletedBy: null,
    ...overrides,
  };
}

type Route = 'list' | 'trash' | 'one' | 'create' | 'update' | 'delete' | 'restore';

/** A stateful fake of the line endpoints; `fail(route, status, message)` makes a route fail. */
export function fakeLinesServer(initial: Line[], trash: Line[] = []) {
  const state = { lines: [...initial], trash: [...trash] };
  const failures = new Map<Route, FakeAnswer>();
  const on = (route: Route, run: () => FakeAnswer) => () => failures.get(route) ?? run();
  const byId = (list: Line[], id: string) => list.find((l) => l.id === Number(id));

  const { calls } = fakeApi({
    'GET /api/line': () => on('list', () => ({ data: state.lines }))(),
    'GET /api/line?deleted=true': () => on('trash', () => ({ data: state.trash }))(),
    'GET /api/line/:id': ({ params }) =>
      on('one', () => {
        const line = byId(state.lines, params.id!);
        return line ? { data: line } : { status: 404, message: 'Línea no encontrada' };
      })(),
    'POST /api/line/create': ({ body }) =>
      on('create', () => {
        const line = makeLine({ ...(body as Partial<Line>), status: 'ACTIVE' });
        state.lines.unshift(line);
        return { data: line };
      })(),
    'PUT /api/line/update': ({ body }) =>
      on('update', () => {
        const input = body as Line;
        state.lines = state.lines.map((l) => (l.id === input.id ? { ...l, ...input } : l));
        return { data: byId(state.lines, String(input.id)) };
      })(),
    'DELETE /api/line/delete/:id': ({ params }) =>
      on('delete', () => {
        const line = byId(state.lines, params.id!)!;
        state.lines = state.lines.filter((l) => l !== line);
        const deleted = { ...line, deletedAt: new Date().toISOString(), deletedBy: 'Director' };
        state.trash.unshift(deleted);
        return { data: deleted };
      })(),
    'POST /api/line/restore/:id': ({ params }) =>
      on('restore', () => {
        const line = byId(state.trash, params.id!)!;
        state.trash = state.trash.filter((l) => l !== line);
        const restored = { ...line, deletedAt: null, deletedBy: null };
        state.lines.unshift(restored);
        return { data: restored };
      })(),
  });
  return {
    state,
    calls,
    fail: (route: Route, status: number, message: string) =>
      failures.set(route, { status, message }),
    countOf: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}
