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

type Route = 'list' | 'trash';

/** A stateful fake of the line endpoints; `fail(route, status, message)` makes a route fail. */
export const fakeLinesServer = (initial: Line[], trash: Line[] = []) =>
  fakeTrashableServer<Line, Route>(initial, trash, {
    resource: 'line',
    notFound: 'Línea no encontrada',
    deletedBy: 'Director',
    create: (body) => makeLine({ ...body, status: 'ACTIVE' }),
    update: (line, input) => ({ ...line, ...input }),
    routes: ({ state, on }) => ({
      'GET /api/line': () => on('list', () => ({ data: state.live })),
      'GET /api/line?deleted=true': () => on('trash', () => ({ data: state.trash })),
    }),
  });
