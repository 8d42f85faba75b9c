import type { ErrorCode } from '@taller/shared';

/**
 * A refusal the client caused or may act on: its HTTP status, its stable code (the list and what
 * each means: packages/shared/src/http/error-codes.ts) and a Spanish message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string, data: unknown = null) =>
  new AppError(400, code, message, data);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
/** 400 or 409, as the caller decides: a duplicate name in a body is a 400, on restore a 409. */
export type Refuse = (code: ErrorCode, message: string) => AppError;
