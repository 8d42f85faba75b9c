import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from '@taller/shared';
import type { UploadForm } from '../lib/route-doc';
import type { Access } from './access';

/**
 * What the OpenAPI document says about one operation beyond its schemas, derived in this one
 * place from what the route declares: its access (security, 401, 403), its path parameters
 * (404, 414) or an id in its body (404), its method (writes: 409 unless public, 503), its rate
 * limit (429), its multipart form, and `produces` (a file or stream instead of the envelope);
 * 400, 413, 415 and 500 any request can get. A route adds what cannot be derived with
 * `schema.statuses` (304, 206, 416, 406, a public route's 401 or 403).
 */
export type OperationFacts = {
  operationId: string;
  summary: string | undefined;
  description: string;
  security: Record<string, string[]>[];
  /** Refusals and other answers besides the success, each with the error envelope or no body. */
  statuses: number[];
  /** The success answer when it is not the JSON envelope: its media types. */
  produces: readonly string[] | undefined;
  form: UploadForm | undefined;
};

const WHO: Record<Access, string> = {
  public: 'Open to anyone: no session needed.',
  authenticated: 'Needs a signed-in session, of any role.',
  staff: 'Needs a staff session: DIRECTOR, ADMINISTRADOR, ADMIN or PRODUCER.',
  manager: 'Needs a manager session: DIRECTOR, ADMINISTRADOR or ADMIN.',
  director: 'Needs a director session (DIRECTOR).',
  client: "Needs a client session (CLIENTE); answers only about the caller's own records.",
};

/** A stable camelCase name from the method and the path: GET /api/line/:id → getLineById. */
export function operationIdOf(method: string, url: string): string {
  const words = [method.toLowerCase()];
  for (const segment of url.replace(/^\/api\//, '').split('/')) {
    if (segment.startsWith(':')) words.push('by', segment.slice(1));
    else words.push(...segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Every property name of a JSON schema, however deep (unions, arrays, nested objects). */
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = Object.keys((schema as { properties?: object }).properties ?? {});
  return [...own, ...Object.values(schema).flatMap(propertyNames)];
}

/** A body or form that names a record by its id (`id`, `clientId`…): the record is looked up. */
const hasBodyId = (schema: FastifySchema | undefined) =>
  [schema?.body, schema?.form?.fields].some(
    (input) =>
      input instanceof z.ZodType &&
      propertyNames(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' })).some((k) =>
        /^(id|ids|\w+Id)$/.test(k),
      ),
  );

/** Every status the route can answer besides its success, from what it declares. */
export function statusesOf(
  method: string,
  url: string,
  access: Access,
  schema: FastifySchema | undefined,
  rateLimited: boolean,
): number[] {
  const write = method !== 'GET';
  // Any request may be malformed, or carry a body too large or of a type no route takes (Fastify
  // reads a body whatever the method), and anything may fail unexpectedly.
  const statuses = new Set<number>([400, 413, 415, 500, ...(schema?.statuses ?? [])]);
  if (access !== 'public') statuses.add(401);
  if (access !== 'public' && access !== 'authenticated') statuses.add(403);
  if (url.includes(':')) statuses.add(404).add(414);
  if (hasBodyId(schema)) statuses.add(404);
  if (write) {
    statuses.add(503);
    if (access !== 'public') statuses.add(409);
  }
  if (rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The facts of one route, as Fastify holds it. */
export function operationFacts(route: RouteOptions, method: string, access: Access) {
  const schema = route.schema;
  const config = route.config as
    { rateLimit?: unknown; writeLimit?: false; upload?: unknown } | undefined;
  // A limit of its own, an upload quota, or the write limits every other write has.
  const rateLimited = Boolean(
    config?.rateLimit ||
    config?.upload ||
    (method !== 'GET' && method !== 'HEAD' && config?.writeLimit !== false),
  );
  return {
    operationId: schema?.operationId ?? operationIdOf(method, route.url),
    summary: schema?.summary,
    description: [schema?.description, WHO[access]].filter(Boolean).join(' '),
    security: access === 'public' ? [] : [{ bearer: [] }],
    statuses: statusesOf(method, route.url, access, schema, rateLimited),
    produces: schema?.response ? undefined : schema?.produces,
    form: schema?.form,
  } satisfies OperationFacts;
}
