import type { FastifyRequest } from 'fastify';
import { IdParamsSchema, envelopeSchema, z } from '@taller/shared';
import type { Actor } from '../lib/actor';
import { ok } from '../lib/envelope';
import {
  listRoutes,
  nounOf,
  type App,
  type ListRoutesSpec,
  type RouteBase,
  type Validated,
} from './list-routes';

/** `?deleted=true` lists a resource's trash instead of its live rows. */
export const TrashQuery = z.object({
  deleted: z
    .enum(['true', 'false'], { error: "El parámetro 'deleted' debe ser true o false" })
    .optional(),
});

type Change<Item> = (id: number, actor: Actor) => Promise<Item>;
/** An answer's message: fixed, or made from what the call returned (and the input it was given). */
type Said<Result, Input> = string | ((result: Result, input: Input) => string);
/** A trash answer's message: fixed, or naming the item (its `name` unless `named` says). */
type Named = string | ((name: string) => string);
export type ItemAction = 'created' | 'updated' | 'deleted' | 'restored';

/**
 * The item routes of one kind of record (ARCHITECTURE.md "Adding a resource"):
 * `GET <path>/:id`, `POST <path>/create`, `PUT <path>/update`, `DELETE <path>/delete/:id`
 * (to the trash) and `POST <path>/restore/:id` (out of the trash).
 */
export type ResourceRouteSpec<Item, CreateIn, UpdateIn, Created, Updated> = RouteBase & {
  /** The `:id` parameter; `IdParamsSchema` unless the resource says its own message (lines, models). */
  params?: z.ZodType<{ id: number }>;
  /** One item as answered (each route's answer is this in the envelope unless `answers` says otherwise). */
  item: z.ZodType;
  /** Answers other than one item: e.g. the details of an institution, a user with its link. */
  answers?: { get?: z.ZodType; create?: z.ZodType; update?: z.ZodType };
  body: { create: z.ZodType<CreateIn>; update: z.ZodType<UpdateIn> };
  service: {
    /** The actor lets an answer depend on who asks (a director's order carries its margin). */
    get: (id: number, actor: Actor) => Promise<unknown>;
    create: (input: Validated<CreateIn>, actor: Actor) => Promise<Created>;
    update: (input: Validated<UpdateIn>, actor: Actor) => Promise<Updated>;
    remove: Change<Item>;
    restore: Change<Item>;
  };
  messages: {
    /** The detail's message; 'OK' when not given. */
    found?: string;
    created: Said<Created, Validated<CreateIn>>;
    updated: Said<Updated, Validated<UpdateIn>>;
    deleted: Named;
    restored: Named;
  };
  /** What a write answers when its service returns more than the item (e.g. a client and whether it was invited). */
  written?: (result: Created | Updated) => unknown;
  /** Runs after a change succeeded (e.g. an audit log line). */
  after?: (request: FastifyRequest, action: ItemAction, item: unknown) => void;
  /** The name a trash message gives the item: its `name` unless given (an order names its number). */
  named?: (item: Item) => string;
};

const say = <Result, Input>(said: Said<Result, Input>, result: Result, input: Input) =>
  typeof said === 'string' ? said : said(result, input);
const nameOf = (item: unknown) => (item as { name: string }).name;

/**
 * One kind of record's routes in one call: its list and CSV export (`listRoutes`) when it gives
 * `list` and `csv`, then its item routes.
 */
export function resourceRoutes<
  Item,
  CreateIn,
  UpdateIn,
  Created = Item,
  Updated = Item,
  Query = never,
  ExportQuery = never,
  Row = never,
>(
  app: App,
  spec: ResourceRouteSpec<Item, CreateIn, UpdateIn, Created, Updated> &
    ({ list?: undefined; csv?: undefined } | ListRoutesSpec<Query, ExportQuery, Row>),
) {
  if (spec.list) listRoutes(app, spec);
  const { path, config, tags, body, service, messages: M, answers = {} } = spec;
  const params = spec.params ?? IdParamsSchema;
  const named = spec.named ?? nameOf;
  const one = envelopeSchema(spec.item);
  const response = (schema = spec.item) => ({
    200: schema === spec.item ? one : envelopeSchema(schema),
  });
  const written = spec.written ?? ((result: unknown) => result);
  const noun = nounOf(spec).one;
  const done = (request: FastifyRequest, action: ItemAction, data: unknown, message: string) => {
    spec.after?.(request, action, data);
    return ok(data, message);
  };
  /** A create's or update's answer: what it wrote, with its message. */
  const wrote = <Result extends Created | Updated, Input>(
    request: FastifyRequest & { body: Input },
    action: ItemAction,
    result: Result,
    said: Said<Result, Input>,
  ) => done(request, action, written(result), say(said, result, request.body));
  /** A delete's or restore's answer: the item, with its message naming it. */
  const moved = (request: FastifyRequest, action: ItemAction, item: Item, said: Named) =>
    done(request, action, item, typeof said === 'string' ? said : said(named(item)));

  app.get(
    `${path}/:id`,
    {
      config,
      schema: { tags, summary: `Get one ${noun}`, params, response: response(answers.get) },
    },
    async (request) => ok(await service.get(request.params.id, request.user), M.found),
  );
  app.post(
    `${path}/create`,
    {
      config,
      schema: {
        tags,
        summary: `Create a ${noun}`,
        body: body.create,
        response: response(answers.create),
      },
    },
    async (request) =>
      wrote(request, 'created', await service.create(request.body, request.user), M.created),
  );
  app.put(
    `${path}/update`,
    {
      config,
      schema: {
        tags,
        summary: `Update a ${noun}`,
        body: body.update,
        response: response(answers.update),
      },
    },
    async (request) =>
      wrote(request, 'updated', await service.update(request.body, request.user), M.updated),
  );
  const trash = (summary: string) => ({
    config,
    schema: { tags, summary, params, response: response() },
  });
  app.delete(`${path}/delete/:id`, trash(`Move a ${noun} to the trash`), async (request) =>
    moved(request, 'deleted', await service.remove(request.params.id, request.user), M.deleted),
  );
  app.post(`${path}/restore/:id`, trash(`Restore a ${noun} from the trash`), async (request) =>
    moved(request, 'restored', await service.restore(request.params.id, request.user), M.restored),
  );
}
