import type { Model } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { makeModel } from '../model.fixtures';

export const LINE = {
  id: 5,
  name: 'Clásica',
  description: '[]',
  color: '#8B4513',
  status: 'ACTIVE',
  createdBy: null,
  updatedBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
};
export const PAGE_PATH = `/director/dashboard/models/${LINE.id}`;
export const PAGE_ROUTE = '/director/dashboard/models/:lineId';

type Route = 'line' | 'list' | 'trash' | 'one' | 'create' | 'update' | 'delete' | 'restore';

/** A stateful fake of the model endpoints; `fail(route, status, message)` makes a route fail. */
export function fakeModelsServer(initial: Model[], trash: Model[] = []) {
  const state = { models: [...initial], trash: [...trash] };
  const failures = new Map<Route, FakeAnswer>();
  const on = (route: Route, run: () => FakeAnswer) => failures.get(route) ?? run();
  const byId = (list: Model[], id: unknown) => list.find((m) => m.id === Number(id));

  const { calls } = fakeApi({
    'GET /api/line/:id': () => on('line', () => ({ data: LINE })),
    'GET /api/model/all/lineId/:lineId': () => on('list', () => ({ data: state.models })),
    'GET /api/model/all/lineId/:lineId?deleted=true': () =>
      on('trash', () => ({ data: state.trash })),
    'GET /api/model/:id': ({ params }) =>
      on('one', () => {
        const model = byId(state.models, params.id);
        return model ? { data: model } : { status: 404, message: 'Modelo no encontrado' };
      }),
    'POST /api/model/create': ({ body }) =>
      on('create', () => {
        const input = body as Model;
        const model = makeModel({ ...input, colors: [], media: [] });
        state.models.unshift(model);
        return { data: model };
      }),
    'PUT /api/model/update': ({ body }) =>
      on('update', () => {
        const input = body as Model;
        state.models = state.models.map((m) =>
          m.id === input.id ? { ...m, name: input.name, status: input.status } : m,
        );
        return { data: byId(state.models, input.id) };
      }),
    'DELETE /api/model/delete/:id': ({ params }) =>
      on('delete', () => {
        const model = byId(state.models, params.id)!;
        state.models = state.models.filter((m) => m !== model);
        const deleted = { ...model, deletedAt: new Date().toISOString(), deletedBy: 'Ana' };
        state.trash.unshift(deleted);
        return { data: deleted };
      }),
    'POST /api/media/delete': () => ({ data: { deleted: 1 } }),
    'POST /api/model/restore/:id': ({ params }) =>
      on('restore', () => {
        const model = byId(state.trash, params.id)!;
        state.trash = state.trash.filter((m) => m !== model);
        const restored = { ...model, deletedAt: null, deletedBy: null };
        state.models.unshift(restored);
        return { data: restored };
      }),
  });
  return {
    state,
    calls,
    fail: (route: Route, status: number, message: string) =>
      failures.set(route, { status, message }),
    heal: (route: Route) => failures.delete(route),
    countOf: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}
