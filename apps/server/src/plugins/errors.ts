import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode } from '@taller/shared';
import { databaseUnavailableCode, isConstraintViolation } from '../db/errors';
import { AppError } from '../lib/app-error';
import { StorageWriteError } from '../lib/storage';
import type { StorageSource } from '../lib/storage-health';
import { applySecurityHeaders } from './security-headers';

const SPANISH_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga',
  FST_ERR_ASYNC_CONSTRAINT: MESSAGES.badRequest,
  FST_ERR_VALIDATION: MESSAGES.badRequest,
};

/** The code of a refusal Fastify or a plugin raised, by its own code or else its status. */
const CODE_BY_FASTIFY_CODE: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION',
};
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
const codeOf = (error: FastifyError, status: number): ErrorCode =>
  CODE_BY_FASTIFY_CODE[error.code] ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST';

/** A file could not be written: the disk is full, over its quota, read-only or failing. */
const FILE_UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);
const errorCode = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/** Where a write could not be stored, and the code that says why; null for any other error. */
function storageFailureOf(error: unknown): { source: StorageSource; code: string } | null {
  if (error instanceof StorageWriteError)
    return { source: 'media', code: errorCode(error.cause) || 'WRITE_FAILED' };
  const database = databaseUnavailableCode(error);
  if (database) return { source: 'database', code: database };
  const code = errorCode(error);
  return FILE_UNAVAILABLE.has(code) ? { source: 'media', code } : null;
}

/** How long a client should wait before trying a write again when storage is unavailable. */
const STORAGE_RETRY_AFTER_SECONDS = 60;

/** An error envelope: `{ status, message, data, code }` (http/error-codes.ts lists the codes). */
const send = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  data: unknown = null,
) =>
  reply.code(status).type('application/json; charset=utf-8').send({ status, message, data, code });

/**
 * The one error handler: validation → 400 naming the field, known client errors → their status
 * with a Spanish message, a write that could not be stored → 503 (and `/api/health` degraded), a
 * database constraint → 409, anything unexpected → 500 with a generic message (the detail is
 * only logged, tagged with the request id).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }));
      return send(reply, 400, 'VALIDATION', errors[0]?.message ?? MESSAGES.badRequest, { errors });
    }
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.message, error.data);
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, 'INVALID_JSON', MESSAGES.invalidJson);
    }
    const storage = storageFailureOf(error);
    if (storage) {
      // Not the request's fault, and not a bug: the disk, the lock or the server. Health says so.
      request.log.error({ err: error, storage }, 'storage unavailable');
      app.storageHealth.failed(storage.source, storage.code);
      void reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      const reading = request.method === 'GET' || request.method === 'HEAD';
      const message = reading ? MESSAGES.storageUnavailableRead : MESSAGES.storageUnavailable;
      return send(reply, 503, 'STORAGE_UNAVAILABLE', message);
    }
    if (isConstraintViolation(error)) {
      // The database's own rules (migration 017) are a backstop: the code should have refused.
      request.log.error({ err: error }, 'database constraint refused a write');
      return send(reply, 409, 'CONSTRAINT', MESSAGES.constraintViolated);
    }
    const status = error.statusCode ?? 500;
    if (status === 429 && 'data' in error) {
      // @fastify/rate-limit throws what app.ts's errorResponseBuilder built: already Spanish.
      return send(reply, 429, 'RATE_LIMITED', error.message, error.data);
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const message =
        SPANISH_BY_CODE[error.code] ??
        (status === 404
          ? MESSAGES.notFound
          : status === 413
            ? MESSAGES.payloadTooLarge
            : status === 415
              ? MESSAGES.unsupportedMediaType
              : MESSAGES.badRequest);
      return send(reply, status, codeOf(error, status), message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, 'INTERNAL', MESSAGES.internalError, { requestId: request.id });
  });
}

/** Unknown API routes answer 404 in the envelope. */
export function sendRouteNotFound(reply: FastifyReply) {
  return send(reply, 404, 'ROUTE_NOT_FOUND', MESSAGES.routeNotFound);
}

/**
 * Fastify's answer to what fails before routing (a malformed URL, an over-long path parameter):
 * by default English, outside the envelope and without the security headers, since no hook has
 * run. Here: the envelope in Spanish, with the same headers as every other answer.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request.raw, reply.raw);
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error before routing');
    return send(reply, 500, 'INTERNAL', MESSAGES.internalError, { requestId: request.id });
  }
  request.log.info({ err: error }, 'client error before routing');
  const message = SPANISH_BY_CODE[error.code] ?? MESSAGES.badRequest;
  return send(reply, status, codeOf(error, status), message);
}
