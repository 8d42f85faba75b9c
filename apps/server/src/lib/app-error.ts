/** A failure the client caused or may act on: it carries its HTTP status and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'APP_ERROR',
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(400, message, 'BAD_REQUEST', data);
export const notFound = (message: string) => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
