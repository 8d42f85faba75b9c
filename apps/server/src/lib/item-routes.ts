import type { FastifyRequest } from 'fastify';
import { z } from '@taller/shared';
import type { Actor } from './actor';
import { ok } from './envelope';
import { parsed, type App, type RouteBase } from './list-routes';

/** `?deleted=true` lists a resource's trash instead of its live rows. */
export const TrashQuery = z.object({
  deleted: z
    .enum(['true', 'false'], { error: "El parámetro 'deleted' debe ser true o false" })
    .optional(),
});

type Change<Item> = (id: number, actor: Actor) => Promise<Item>;
/** A fixed message, or one naming the item (lines, models). */
type Message = string | ((name: string) => string);

/** The routes of one item: its id in the path, the item in the answer. */
type ItemRouteBase = RouteBase & {
  params: z.ZodType<{ id: number }>;
  response: { 200: z.ZodType };
};

export type TrashRouteSpec<Item extends { name: string }> = ItemRouteBase & {
  service: { remove: Change<Item>; restore: Change<Item> };
  messages: { deleted: Message; restored: Message };
  /** Runs after a change succeeded (e.g. an audit log line). */
  after?: (request: FastifyRequest, action: 'deleted' | 'restored', item: Item) => void;
};

/** `DELETE <path>/delete/:id` (soft delete) and `POST <path>/restore/:id` (out of the trash). */
export function trashRoutes<Item extends { name: string }>(app: App, spec: TrashRouteSpec<Item>) {
  const { config, tags, params, response, service, messages } = spec;
  const options = { config, schema: { tags, params, response } };
  const answer =
    (action: 'deleted' | 'restored', run: Change<Item>) =>
    async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const item = await run(request.params.id, request.user);
      spec.after?.(request, action, item);
      const message = messages[action];
      return ok(item, typeof message === 'string' ? message : message(item.name));
    };
  app.delete(`${spec.path}/delete/:id`, options, answer('deleted', service.remove));
  app.post(`${spec.path}/restore/:id`, options, answer('restored', service.restore));
}

type CatalogueService<Item, Create, Update> = {
  get: (id: number) => Promise<Item>;
  create: (input: Create, actor: Actor) => Promise<Item>;
  update: (input: Update, actor: Actor) => Promise<Item>;
  remove: Change<Item>;
  restore: Change<Item>;
};

/** The answers' messages of a named catalogue item (SPEC.md §7: lines, models). */
type CatalogueMessages = {
  found: string;
  created: string;
  updated: string;
  deleted: (name: string) => string;
  restored: (name: string) => string;
};

/**
 * `GET <path>/:id`, `POST <path>/create`, `PUT <path>/update` and the trash routes of a named
 * catalogue item whose every answer carries its own message.
 */
export function catalogueRoutes<
  Item extends { name: string },
  Create extends z.ZodType,
  Update extends z.ZodType,
>(
  app: App,
  spec: ItemRouteBase & {
    body: { create: Create; update: Update };
    service: CatalogueService<Item, z.output<Create>, z.output<Update>>;
    messages: CatalogueMessages;
  },
) {
  const { path, config, tags, params, response, body, service, messages: M } = spec;
  app.get(`${path}/:id`, { config, schema: { tags, params, response } }, async (request) =>
    ok(await service.get(request.params.id), M.found),
  );
  app.post(
    `${path}/create`,
    { config, schema: { tags, body: body.create, response } },
    async (request) =>
      ok(await service.create(parsed<Create>(request.body), request.user), M.created),
  );
  app.put(
    `${path}/update`,
    { config, schema: { tags, body: body.update, response } },
    async (request) =>
      ok(await service.update(parsed<Update>(request.body), request.user), M.updated),
  );
  trashRoutes(app, { path, config, tags, params, response, service, messages: M });
}
