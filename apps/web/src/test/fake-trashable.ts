import { fakeApi, type FakeAnswer, type FakeRequest } from './fake-api';

type Record = { id: number; deletedAt?: string | null; deletedBy?: string | null };
type Handler = (request: FakeRequest) => FakeAnswer;

export type TrashableState<T> = { live: T[]; trash: T[] };

/** The routes every trashable fake answers by itself; `fail` and `heal` name them too. */
type ItemRoute = 'one' | 'create' | 'update' | 'delete' | 'restore';

/** How a fake route reads the state: `on(route, run)` answers the failure set for it, or runs. */
export type TrashableContext<T, R extends string> = {
  state: TrashableState<T>;
  on: (route: R | ItemRoute, run: () => FakeAnswer) => FakeAnswer;
  byId: (list: T[], id: unknown) => T | undefined;
};

/**
 * A stateful fake of a resource with a trash (lines, a line's models): the routes `routes` gives
 * (its lists), plus the record's own under /api/<resource>: GET /:id (404 with `notFound` when it
 * is not live), create (the record `create` makes of the body goes first), update (`update`
 * merges the body into the stored record), delete (the record moves to the trash, stamped by
 * `deletedBy`) and restore (it moves back). `fail(route, status, message, code?)` makes a route
 * fail until `heal(route)`.
 */
export function fakeTrashableServer<T extends Record, R extends string>(
  initial: T[],
  trash: T[],
  options: {
    /** 'line' for /api/line/:id, /api/line/create, /api/line/delete/:id, … */
    resource: string;
    notFound: string;
    deletedBy: string;
    create: (body: T) => T;
    update: (record: T, input: T) => T;
    routes: (context: TrashableContext<T, R>) => { [route: string]: Handler };
  },
) {
  const state: TrashableState<T> = { live: [...initial], trash: [...trash] };
  const failures = new Map<string, FakeAnswer>();
  const on = (route: string, run: () => FakeAnswer) => failures.get(route) ?? run();
  const byId = (list: T[], id: unknown) => list.find((r) => r.id === Number(id));
  const api = `/api/${options.resource}`;

  const { calls } = fakeApi({
    ...options.routes({ state, on, byId }),
    [`GET ${api}/:id`]: ({ params }) =>
      on('one', () => {
        const record = byId(state.live, params.id);
        return record ? { data: record } : { status: 404, message: options.notFound };
      }),
    [`POST ${api}/create`]: ({ body }) =>
      on('create', () => {
        const record = options.create(body as T);
        state.live.unshift(record);
        return { data: record };
      }),
    [`PUT ${api}/update`]: ({ body }) =>
      on('update', () => {
        const input = body as T;
        state.live = state.live.map((r) => (r.id === input.id ? options.update(r, input) : r));
        return { data: byId(state.live, input.id) };
      }),
    [`DELETE ${api}/delete/:id`]: ({ params }) =>
      on('delete', () => {
        const record = byId(state.live, params.id)!;
        state.live = state.live.filter((r) => r !== record);
        const deletedAt = new Date().toISOString();
        const deleted = { ...record, deletedAt, deletedBy: options.deletedBy };
        state.trash.unshift(deleted);
        return { data: deleted };
      }),
    [`POST ${api}/restore/:id`]: ({ params }) =>
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
    fail: (route: R | ItemRoute, status: number, message: string, code?: string) =>
      failures.set(route, { status, message, code }),
    heal: (route: R | ItemRoute) => failures.delete(route),
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
