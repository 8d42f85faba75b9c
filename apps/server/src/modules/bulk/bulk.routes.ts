import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MAX,
  BULK_MESSAGES as M,
  BulkResultSchema,
  MESSAGES,
  ClientBulkInputSchema,
  MaterialBulkInputSchema,
  OrderBulkInputSchema,
  ProductBulkInputSchema,
  type z,
} from '@taller/shared';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { addressOf } from '../../plugins/write-limits';
import { roleAllows } from '../../plugins/auth';
import { answering, runBulk, type App } from '../../resource';
import { BULK_RESOURCES, type BulkResource } from './bulk-resources';

/**
 * `POST /api/{resource}/bulk` (issue 38): one action on the records the body selects (`ids`, or
 * `filter`, the list's own query), each through the single call's service function, all in one
 * transaction. 200 `{ done, refused: [] }` when every record took it; 409 `BULK_REFUSED` with
 * `data: { done: [], refused: [{ id, label, code, message }] }` when any refused it (nothing
 * changed); 400 `BULK_TOO_LARGE` past BULK_MAX records. Who may call it: whoever may call the
 * single route of the action (checked again here, per action). Its own rate limit, counted per
 * account after the session check (so the general write limit does not apply).
 */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  bulkRoute(app, BULK_RESOURCES.order, OrderBulkInputSchema);
  bulkRoute(app, BULK_RESOURCES.product, ProductBulkInputSchema);
  bulkRoute(app, BULK_RESOURCES.material, MaterialBulkInputSchema);
  bulkRoute(app, BULK_RESOURCES.client, ClientBulkInputSchema);
};

function bulkRoute<Input extends { action: string; ids?: number[]; filter?: unknown }>(
  app: App,
  resource: BulkResource<Input>,
  body: z.ZodType<Input>,
) {
  const base = {
    config: {
      access: 'staff',
      rateLimit: {
        max: app.config.limits.bulkPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          request.user ? `bulk:account:${request.user.id}` : `bulk:address:${addressOf(request)}`,
      },
    },
    tags: resource.tags,
  } as const;
  app.post(
    `/api/${resource.name}/bulk`,
    answering(base, BulkResultSchema, {
      summary: `Apply one action to many ${resource.noun.en}, all or nothing`,
      description:
        '409 BULK_REFUSED when any record refuses the action: nothing is changed and data.refused lists each refusal.',
      body,
    }),
    async (request) => {
      const input = request.body as Input;
      const single = resource.singles[input.action as keyof typeof resource.singles];
      const rule = app.routeRules.find((r) => r.method === single.method && r.url === single.url);
      if (!rule || !roleAllows(rule.access, request.user.role)) throw forbidden(MESSAGES.forbidden);
      const ids = input.ids ?? (await resource.select(app, input.filter));
      if (ids.length > BULK_MAX) throw badRequest('BULK_TOO_LARGE', M.tooMany(ids.length));
      if (ids.length === 0) throw new AppError(404, 'NOT_FOUND', M.nothingSelected);
      await resource.before?.(app, input);
      const act = resource.act(app, input, request.user);
      const result = await runBulk(app.db, ids, act, (id) => resource.label(app, id));
      return ok(result, M.done(result.done.length, resource.noun, resource.verbs[input.action]!));
    },
  );
}
