import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CODES, errorEnvelopeSchema, z } from '@taller/shared';
import type { UploadForm } from '../lib/route-doc';
import type { Access } from './access';
import { registerApiReference } from './api-reference';
import { operationFacts, type OperationFacts } from './openapi-operations';

/** The modules, one tag each, in the order the reference page lists them. */
export const TAGS = [
  { name: 'health', description: 'Whether the server serves, and this document' },
  { name: 'auth', description: 'Sign-in, sessions and set-password links' },
  { name: 'users', description: 'Staff and client accounts (Usuarios)' },
  { name: 'institutions', description: 'Schools and other institutions clients belong to' },
  { name: 'clients', description: 'Clients, their details and sign-in access' },
  { name: 'lines', description: 'Product lines' },
  { name: 'models', description: "A line's models, with their colours and media" },
  { name: 'media', description: 'Uploaded images and documents' },
  { name: 'products', description: 'Catalogue products, their sizes and prices' },
  { name: 'size-charts', description: 'Size charts that products use' },
  { name: 'packages', description: 'Packs of products' },
  { name: 'orders', description: 'Orders, their people, status and production sheets' },
  { name: 'materials', description: 'Materials, stock movements, bills of materials' },
  { name: 'suppliers', description: 'Suppliers (Proveedores) of materials' },
  {
    name: 'cut-plans',
    description: 'Cut plans: lays of cloth per size, their PDF and consumption',
  },
  { name: 'billing', description: 'Billing identity, bills and payment proofs' },
  { name: 'client-area', description: "A client's own orders, bills, payments and tickets" },
  { name: 'support', description: 'Support tickets, seen by staff' },
  { name: 'faq', description: 'Frequently asked questions for clients' },
  { name: 'reports', description: 'Figures and their CSV downloads' },
  { name: 'home', description: "'Inicio': the day's figures, each linked to its filtered list" },
  { name: 'notifications', description: 'In-app notifications and their live stream' },
  { name: 'whatsapp', description: 'WhatsApp settings, messages and the webhook Meta calls' },
  { name: 'production', description: 'Production stages and the progress of orders through them' },
  { name: 'deliveries', description: "An order's bags handed over person by person" },
  { name: 'siat', description: 'SIAT invoicing: settings, codes and catalogues, status' },
  { name: 'imports', description: 'CSV and XLSX imports of records: preview, import, undo' },
];

const ERROR = '#/components/schemas/ErrorEnvelope';
const ANSWERS: Record<number, string> = {
  206: 'Part of the file, as the Range header asked',
  304: 'Not modified: the copy the client holds (If-None-Match) is current',
  400: 'The request could not be read or failed validation (VALIDATION, BAD_REQUEST…)',
  401: 'No live session, or a signature that does not match (UNAUTHORIZED…)',
  403: 'The session may not do this (FORBIDDEN)',
  404: 'The record does not exist, is not the caller’s, or is in the trash (NOT_FOUND)',
  406: 'The route cannot answer in a type the Accept header allows (NOT_ACCEPTABLE)',
  409: 'The write conflicts with the records as they are (NAME_TAKEN, IN_USE, STALE_VERSION…)',
  413: 'The body or upload is over its size limit (PAYLOAD_TOO_LARGE)',
  414: 'A path parameter is over its length limit (URI_TOO_LONG)',
  415: 'The body is of a content type the route does not take (UNSUPPORTED_MEDIA_TYPE)',
  416: 'The Range header asks for bytes the file does not have (RANGE_NOT_SATISFIABLE)',
  429: 'Too many attempts (RATE_LIMITED); data.retryAfterSeconds says when to try again',
  500: 'An unexpected failure (INTERNAL); data.requestId names it in the log',
  503: 'A service the call needs is unavailable for now; try again later',
};
/** Answers without a body. */
const EMPTY = new Set([304]);
const BINARY = { type: 'string', format: 'binary' };

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });

function errorEnvelope() {
  const schema = jsonSchema(errorEnvelopeSchema) as { properties: Record<string, object> };
  delete (schema as { $schema?: string }).$schema;
  const meanings = Object.entries(ERROR_CODES).map(([code, meaning]) => `${code}: ${meaning}`);
  schema.properties.code = {
    ...schema.properties.code,
    description: `The refusal's stable code; decide on it, never on the message.\n\n${meanings.join('\n\n')}`,
  };
  return {
    ...schema,
    description:
      'Every refusal: status repeats the HTTP status, message is Spanish for people, code is stable',
    examples: [{ status: 404, message: 'No encontrado', data: null, code: 'NOT_FOUND' }],
  };
}

function uploadBody(form: UploadForm) {
  const fields = form.fields ? (jsonSchema(form.fields) as { properties?: object }) : {};
  const file = form.many ? { type: 'array', items: BINARY } : BINARY;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...fields.properties, [form.file]: file },
          required: [form.file],
        },
      },
    },
  };
}

type Operation = {
  responses: Record<string, { description: string; content?: object }>;
  [key: string]: unknown;
};

/** Writes one operation's derived facts into the document's operation. */
function complete(operation: Operation, facts: OperationFacts) {
  const { statuses, produces, form, ...named } = facts;
  Object.assign(operation, named);
  const success = operation.responses['200'];
  if (success && produces) {
    const schemaOf = (type: string) =>
      type.startsWith('text/')
        ? { type: 'string' }
        : type.endsWith('json')
          ? { type: 'object' }
          : BINARY;
    success.content = Object.fromEntries(
      produces.map((type) => [type, { schema: schemaOf(type) }]),
    );
    success.description = 'The file or stream itself (not the JSON envelope)';
  } else if (success?.content) {
    success.description = 'The answer in the envelope { status, message, data }';
  }
  if (form) operation.requestBody = uploadBody(form);
  for (const status of statuses) {
    operation.responses[String(status)] = {
      description: ANSWERS[status] ?? 'A refusal',
      ...(!EMPTY.has(status) && status >= 400
        ? { content: { 'application/json': { schema: { $ref: ERROR } } } }
        : {}),
    };
  }
}

/** Where every operation lives: the document's one server, relative to where it is served. */
export const API_PREFIX = '/api';

/**
 * `/api/line/:id` as the document writes it: `/line/{id}`, relative to its server (`/api`), so
 * the web's typed client names its calls without the prefix.
 */
export const documentPath = (url: string) =>
  url.replace(/^\/api(?=\/)/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI document comes from the routes themselves: the zod schemas they validate with, and
 * what openapi-operations.ts derives from their access, input and method. Served plain at
 * /api/openapi.json; staff read it at /api/docs (api-reference.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  const facts = new Map<string, OperationFacts>();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Taller API',
        version: '1.0.0',
        description:
          'The back-office API of Taller. Every JSON answer is the envelope { status, message, ' +
          'data }; a refusal adds its stable `code` (see ErrorEnvelope). Messages are Spanish.',
        contact: { name: 'Taller' },
      },
      // Relative: the paths below are under /api on whichever host serves this document.
      servers: [{ url: API_PREFIX, description: 'This Taller server' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorEnvelope: errorEnvelope() },
      },
    },
    transform: (input) => {
      const route = input.route as RouteOptions;
      const access = (route.config as { access?: Access } | undefined)?.access ?? 'public';
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        facts.set(`${method} ${documentPath(route.url)}`, operationFacts(route, method, access));
      }
      // The document's own words stay out of the zod conversion (it would copy them as they are).
      const schema = { ...input.schema };
      delete schema.statuses;
      delete schema.form;
      return jsonSchemaTransform({ ...input, schema } as Parameters<typeof jsonSchemaTransform>[0]);
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = openapiObject.paths ?? {};
      for (const [path, item] of Object.entries(paths)) {
        const relative = documentPath(path);
        for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
          const found = facts.get(`${method.toUpperCase()} ${relative}`);
          // A route without a summary or `produces` is left as it is: openapi.test.ts names it.
          if (found) complete(operation, found);
        }
        // Renamed in their order: each path leaves and comes back without the prefix.
        delete (paths as Record<string, unknown>)[path];
        Object.assign(paths, { [relative]: item });
      }
      return openapiObject;
    },
  });
  await registerApiReference(app);
}
