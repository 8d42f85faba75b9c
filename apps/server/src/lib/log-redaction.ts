import type { FastifyRequest } from 'fastify';

/**
 * Secrets that can travel in a URL (a set-password link's token, the WhatsApp webhook's verify
 * token) never reach the log.
 */
export const redactUrl = (url: string) =>
  url.replace(
    /([?&;](?:token|access_token|refresh_token|hub\.verify_token|hub%2Everify_token)=)[^&#;]*/gi,
    '$1[REDACTED]',
  );

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
