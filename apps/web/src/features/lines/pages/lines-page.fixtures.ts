import type { Line } from '@taller/shared';
import { resetToastDedup } from '../../../lib/toast';
import { fakeTrashableServer, recordMaker } from '../../../test/fake-trashable';

export const PATH = '/director/dashboard/lines';

/** Before each test: no toast remembered, and Ana signed in as a director. */
export function signInDirector() {
  resetToastDedup();
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, name: 'Ana', email: 'a@t', role: 'DIRECTOR' }),
  );
}

export const makeLine = recordMaker<Line>(100, (id) => ({
  name: `Línea ${id}`,
  description: '[]',
  color: '#336699',
  status: 'ACTIVE',
  createdBy: 'Director',
  updatedBy: 'Director',
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
}));

type Route = 'list' | 'trash' | 'one' | 'create' | 'update';

/** A stateful fake of the line endpoints; `fail(route, status, message)` makes a route fail. */
export const fakeLinesServer = (initial: Line[], trash: Line[] = []) =>
  fakeTrashableServer<Line, Route>(initial, trash, {
    deleteRoute: 'DELETE /api/line/delete/:id',
    restoreRoute: 'POST /api/line/restore/:id',
    deletedBy: 'Director',
    routes: ({ state, on, byId }) => ({
      'GET /api/line': () => on('list', () => ({ data: state.live })),
      'GET /api/line?deleted=true': () => on('trash', () => ({ data: state.trash })),
      'GET /api/line/:id': ({ params }) =>
        on('one', () => {
          const line = byId(state.live, params.id);
          return line ? { data: line } : { status: 404, message: 'Línea no encontrada' };
        }),
      'POST /api/line/create': ({ body }) =>
        on('create', () => {
          const line = makeLine({ ...(body as Partial<Line>), status: 'ACTIVE' });
          state.live.unshift(line);
          return { data: line };
        }),
      'PUT /api/line/update': ({ body }) =>
        on('update', () => {
          const input = body as Line;
          state.live = state.live.map((l) => (l.id === input.id ? { ...l, ...input } : l));
          return { data: byId(state.live, input.id) };
        }),
    }),
  });
