import type { z } from '@taller/shared';

/**
 * What a route may add to its schema for the OpenAPI document, beyond what Fastify validates
 * (plugins/openapi.ts derives everything else from the route's access, input and method).
 */
export type RouteDoc = {
  /** One line, English, saying what the call does. */
  summary?: string;
  /** More about the call; the document adds who may call it. */
  description?: string;
  /** What a route that answers a file or a stream sends instead of the JSON envelope. */
  produces?: readonly string[];
  /** Statuses it can answer that cannot be derived from what it declares (304, 206, 416…). */
  statuses?: readonly number[];
  /** A multipart upload's form: read and checked by the handler, described here. */
  form?: UploadForm;
};

export type UploadForm = {
  /** The field the file travels in. */
  file: string;
  /** Whether the field takes several files. */
  many?: boolean;
  /** The form's text fields. */
  fields?: z.ZodObject;
};

declare module 'fastify' {
  interface FastifySchema {
    statuses?: RouteDoc['statuses'];
    form?: RouteDoc['form'];
  }
}
