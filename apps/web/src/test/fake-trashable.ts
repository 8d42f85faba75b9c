import { fakeApi, type FakeAnswer, type FakeRequest } from './fake-api';

type Record = { id: number; deletedAt?: string | null; deletedBy?: string | null };
type Handler = (request: FakeRequest) => FakeAnswer;

export type TrashableState<T> = { live: T[]; trash: T[] };

/** How a fake route reads the state: `on(route, run)` answers the failure set for it, or runs. */
export type TrashableContext<T, R extends string> = {
  state: TrashableState<T>;
  on: (route: R | 'delete' | 'restore', run: () => FakeAnswer) => FakeAnswer;
  byId: (list: T[], id: unknown) => T | undefined;
};

/**
 * A stateful fake of a resource with a trash (lines, a line's models): the routes `routes` gives,
 * plus delete (the record moves to the trash, stamped by `deletedBy`) and restore (it moves
 * back). `fail(route, status, message, code?)` makes a route fail until `heal(route)`.
 */
export function fakeTrashableServer<T extends Record, R extends string>(
  initial: T[],
  trash: T[],
  options: {
    /** 'DELETE /api/line/delete/:id' and 'POST /api/line/restore/:id'. */
    deleteRoute: string;
    restoreRoute: string;
    deletedBy: string;
    routes: (context: TrashableContext<T, R>) => { [route: string]: Handler };
  },
) {
  const state: TrashableState<T> = { live: [...initial], trash: [...trash] };
  const failures = new Map<string, FakeAnswer>();
  const on = (route: string, run: () => FakeAnswer) => failures.get(route) ?? run();
  const byId = (list: T[], id: unknown) => list.find((r) => r.id === Number(id));

  const { calls } = fakeApi({
    ...options.routes({ state, on, byId }),
    [options.deleteRoute]: ({ params }) =>
      on('delete', () => {
        const record = byId(state.live, params.id)!;
        state.live = state.live.filter((r) => r !== record);
        const deletedAt = new Date().toISOString();
        const deleted = { ...record, deletedAt, deletedBy: options.deletedBy };
        state.trash.unshift(deleted);
        return { data: deleted };
      }),
    [options.restoreRoute]: ({ params }) =>
      on('restore', () => {
        const record = byId(state.trash, params.id)!;
        state.trash = state.trash.filter((r) => r !== record);
        const restored = { ...record, deletedAt: null, deletedBy: null };
        state.live.unshift(restored);
        return { data: restored };
      }),
  });
  return {
    state,
    calls,
    fail: (route: R | 'delete' | 'restore', status: number, message: string, code?: string) =>
      failures.set(route, { status, message, code }),
    heal: (route: R | 'delete' | 'restore') => failures.delete(route),
    countOf: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}

/**
 * The create, update and delete routes of a fake `resource` (as 'institution'): each answers
 * the override `answers` holds under its name ('create', 'update', 'delete'), or succeeds with
 * its Spanish message — create with the record `make` builds from the body, update with the
 * body itself.
 */
export function fakeWriteRoutes<T>(
  resource: string,
  make: (fields: Partial<T>) => T,
  answers: { [route: string]: FakeAnswer },
  messages: { created: string; updated: string; deleted: string },
): { [route: string]: Handler } {
  return {
    [`POST /api/${resource}/create`]: ({ body }) =>
      answers.create ?? { message: messages.created, data: make(body as Partial<T>) },
    [`PUT /api/${resource}/update`]: ({ body }) =>
      answers.update ?? { message: messages.updated, data: body },
    [`DELETE /api/${resource}/delete/:id`]: () =>
      answers.delete ?? { message: messages.deleted, data: null },
  };
}

/**
 * The server's answer to GET /api/<resource>?…: the page asked for (20 a page by default) of the
 * live records, or of the deleted ones with `deleted=true`.
 */
export function pagedAnswer(
  records: readonly { deletedAt: string | null }[],
  query: { [param: string]: string },
): FakeAnswer {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  const shown = records.filter((r) => (query.deleted === 'true') === (r.deletedAt !== null));
  const items = shown.slice((page - 1) * pageSize, page * pageSize);
  return { data: { items, total: shown.length, page, pageSize } };
}

/** The audit fields of a live record that Ana Directora made on 15 January 2025. */
export const MADE_BY_ANA = {
  createdBy: 'Ana Directora',
  updatedBy: 'Ana Directora',
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-01-15T10:00:00.000Z',
  deletedAt: null,
};

/**
 * A builder of sample records: each call takes the next id after `lastId`, fills the fields
 * `fields` gives for that id and lays `overrides` over them.
 */
export function recordMaker<T extends { id: number }>(
  lastId: number,
  fields: (id: number) => Omit<T, 'id'>,
) {
  let nextId = lastId;
  return (overrides: Partial<T> = {}): T => {
    nextId += 1;
    return { id: nextId, ...fields(nextId), ...overrides } as T;
  };
}
