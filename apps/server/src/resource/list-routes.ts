import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, type z } from '@taller/shared';
import { csvOf, sendCsv, type CsvColumn } from '../lib/csv';
import { ok } from '../lib/envelope';
import type { RouteDoc } from '../lib/route-doc';

export type App = Parameters<FastifyPluginAsyncZod>[0];
/** Where a resource's routes live and who may call them. */
export type RouteBase = {
  /** The resource's base URL, e.g. '/api/line'. */
  path: string;
  config: FastifyContextConfig & { access: NonNullable<FastifyContextConfig['access']> };
  tags: readonly string[];
  /** The record's English name in the document's summaries; the path's last word if not given. */
  noun?: string;
};

/** The record's English name, one and many: 'line' and 'lines' for '/api/line'. */
export function nounOf(spec: Pick<RouteBase, 'path' | 'noun'>) {
  const one = spec.noun ?? spec.path.split('/').pop()!.replace(/-/g, ' ');
  return { one, many: /s$/.test(one) ? one : `${one}s` };
}

/**
 * What the type provider hands a handler for a schema whose output is T: T itself for every
 * concrete T. Spelt as Fastify spells it (type-provider.d.ts `UndefinedToUnknown`), so that a
 * generic route builder passes `request.body` / `request.query` on without a cast.
 */
export type Validated<T> = [T] extends [undefined] ? unknown : T;

/** What a route written out validates before its handler runs, and its words in the document. */
type InputSchemas = RouteDoc & {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
};

/**
 * The options of a route written out: who may call it and its tags (`on`), the schemas of its
 * input, and `answer`, its data inside the envelope.
 */
export const answering = <
  Answer extends z.ZodType,
  const Input extends InputSchemas = InputSchemas,
>(
  on: Pick<RouteBase, 'config' | 'tags'>,
  answer: Answer,
  input?: Input,
) => ({
  config: on.config,
  schema: { tags: on.tags, ...(input as Input), response: { 200: envelopeSchema(answer) } },
});

/**
 * The options of a route that answers a file (a PDF, a CSV, a stored file) instead of an
 * envelope: who may call it and its tags (`on`), and the schemas of its input.
 */
export const downloading = <const Input extends InputSchemas = InputSchemas>(
  on: Pick<RouteBase, 'config' | 'tags'>,
  input?: Input,
) => ({ config: on.config, schema: { tags: on.tags, ...(input as Input) } });

/** A list's page: the query that filters, sorts and pages it, and the page it answers. */
type ListPart<Query> = {
  query: z.ZodType<Query>;
  page: z.ZodType;
  /** The answer's message; 'OK' when not given. */
  found?: string;
};

/** A list's CSV download: its query (the list's filters, no paging), the file's name, its columns. */
type CsvPart<Query, Row> = {
  query: z.ZodType<Query>;
  /** The download's name before its date, e.g. 'productos' for productos-2025-01-31.csv. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
};

/**
 * A list and, when `csv` is given, its export: the service answers the page with `list` and
 * the export's rows with `export`.
 */
export type ListRoutesSpec<Query, ExportQuery, Row> = {
  list: ListPart<Query>;
  service: { list: (query: Validated<Query>) => Promise<unknown> };
} & (
  | { csv?: undefined }
  | {
      csv: CsvPart<ExportQuery, Row>;
      service: { export: (query: Validated<ExportQuery>) => Promise<readonly Row[]> };
    }
);

/**
 * `GET <path>`: one page of a list, filtered, sorted and paged by the query string; and
 * `GET <path>/export.csv`: every row the list's filters match, as a CSV download.
 */
export function listRoutes<Query, ExportQuery, Row>(
  app: App,
  spec: RouteBase & ListRoutesSpec<Query, ExportQuery, Row>,
) {
  const { path, config, tags, list } = spec;
  const summary = `List ${nounOf(spec).many}, filtered, sorted and paged`;
  app.get(path, answering(spec, list.page, { querystring: list.query, summary }), async (request) =>
    ok(await spec.service.list(request.query), list.found),
  );
  if (spec.csv) {
    const { csv, service } = spec;
    csvExportRoute(app, {
      path,
      config,
      tags,
      noun: spec.noun,
      query: csv.query,
      fileName: csv.fileName,
      csv: async (query) => csvOf(csv.columns, await service.export(query)),
    });
  }
}

/** `GET <path>/export.csv`: every row the list's filters match, as a CSV download. */
export function csvExportRoute<Query>(
  app: App,
  spec: RouteBase & {
    query: z.ZodType<Query>;
    fileName: string;
    csv: (query: Validated<Query>) => Promise<string>;
    summary?: string;
  },
) {
  const summary = spec.summary ?? `Export the ${nounOf(spec).many} the filters match, as CSV`;
  app.get(
    `${spec.path}/export.csv`,
    downloading(spec, { querystring: spec.query, summary, produces: ['text/csv'] }),
    async (request, reply) => sendCsv(reply, spec.fileName, await spec.csv(request.query)),
  );
}
