import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@taller/shared';
import type { AuthenticatedUser } from '../modules/auth/auth.service';
import type { Access } from '../plugins/access';
import { ok } from './envelope';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** `?deleted=true` lists a resource's trash instead of its live rows. */
export const TrashQuery = z.object({
  deleted: z
    .enum(['true', 'false'], { error: "El parámetro 'deleted' debe ser true o false" })
    .optional(),
});

export type TrashRouteSpec<Item> = {
  /** The resource's base URL, e.g. '/api/line'. */
  path: string;
  config: { access: Access };
  tags: string[];
  params: z.ZodType<{ id: number }>;
  response: { 200: z.ZodType };
  remove: (id: number, actor: AuthenticatedUser) => Promise<Item>;
  restore: (id: number, actor: AuthenticatedUser) => Promise<Item>;
  deleted: (item: Item) => string;
  restored: (item: Item) => string;
  /** Runs after a change succeeded (e.g. an audit log line). */
  after?: (request: FastifyRequest, action: 'deleted' | 'restored', item: Item) => void;
};

/** `DELETE <path>/delete/:id` (soft delete) and `POST <path>/restore/:id` (out of the trash). */
export function trashRoutes<Item>(app: App, spec: TrashRouteSpec<Item>) {
  const { config, tags, params, response } = spec;
  const options = { config, schema: { tags, params, response } };
  const answer =
    (action: 'deleted' | 'restored', run: TrashRouteSpec<Item>['remove']) =>
    async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const item = await run(request.params.id, request.user);
      spec.after?.(request, action, item);
      return ok(item, spec[action](item));
    };
  app.delete(`${spec.path}/delete/:id`, options, answer('deleted', spec.remove));
  app.post(`${spec.path}/restore/:id`, options, answer('restored', spec.restore));
}

type CatalogueService<Item, Create, Update> = {
  get: (id: number) => Promise<Item>;
  create: (input: Create, actor: AuthenticatedUser) => Promise<Item>;
  update: (input: Update, actor: AuthenticatedUser) => Promise<Item>;
  remove: (id: number, actor: AuthenticatedUser) => Promise<Item>;
  restore: (id: number, actor: AuthenticatedUser) => Promise<Item>;
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
  spec: Pick<TrashRouteSpec<Item>, 'path' | 'config' | 'tags' | 'params' | 'response'> & {
    body: { create: Create; update: Update };
    service: CatalogueService<Item, z.output<Create>, z.output<Update>>;
    messages: CatalogueMessages;
  },
) {
  const { path, config, tags, params, response, body, service, messages: M } = spec;
  // The type provider cannot resolve a body type from a schema type parameter; the schema
  // validated the body, so it is that schema's output.
  const input = <S extends z.ZodType>(value: unknown) => value as z.output<S>;
  app.get(`${path}/:id`, { config, schema: { tags, params, response } }, async (request) =>
    ok(await service.get(request.params.id), M.found),
  );
  app.post(
    `${path}/create`,
    { config, schema: { tags, body: body.create, response } },
    async (request) =>
      ok(await service.create(input<Create>(request.body), request.user), M.created),
  );
  app.put(
    `${path}/update`,
    { config, schema: { tags, body: body.update, response } },
    async (request) =>
      ok(await service.update(input<Update>(request.body), request.user), M.updated),
  );
  trashRoutes(app, {
    ...{ path, config, tags, params, response },
    remove: service.remove,
    restore: service.restore,
    deleted: (item) => M.deleted(item.name),
    restored: (item) => M.restored(item.name),
  });
}
