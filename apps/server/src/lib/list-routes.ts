import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, type z } from '@taller/shared';
import { sendCsv } from './csv';
import { ok } from './envelope';

export type App = Parameters<FastifyPluginAsyncZod>[0];
/** Where a resource's routes live and who may call them. */
export type RouteBase = {
  /** The resource's base URL, e.g. '/api/line'. */
  path: string;
  config: { access: NonNullable<FastifyContextConfig['access']> };
  tags: string[];
};

// The type provider cannot resolve a body or query type from a schema type parameter; the
// schema validated it, so it is that schema's output.
export const parsed = <S extends z.ZodType>(value: unknown) => value as z.output<S>;

/** `GET <path>`: one page of a list, filtered, sorted and paged by the query string. */
export function pageRoute<Q extends z.ZodType>(
  app: App,
  spec: RouteBase & { query: Q; page: z.ZodType; list: (query: z.output<Q>) => Promise<unknown> },
) {
  const { path, config, tags } = spec;
  const response = { 200: envelopeSchema(spec.page) };
  app.get(path, { config, schema: { tags, querystring: spec.query, response } }, async (request) =>
    ok(await spec.list(parsed<Q>(request.query))),
  );
}

/** `GET <path>/export.csv`: every row the list's filters match, as a CSV download. */
export function csvExportRoute<Q extends z.ZodType>(
  app: App,
  spec: RouteBase & { query: Q; fileName: string; csv: (query: z.output<Q>) => Promise<string> },
) {
  const { path, config, tags } = spec;
  app.get(
    `${path}/export.csv`,
    { config, schema: { tags, querystring: spec.query } },
    async (request, reply) =>
      sendCsv(reply, spec.fileName, await spec.csv(parsed<Q>(request.query))),
  );
}
