import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer: a strict Content-Security-Policy (no inline or eval'd
 * script, no framing), nosniff, a strict Referrer-Policy, and no server banner.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts inject their own <style>; no inline *script* is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The same as frame-ancestors 'none', for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/** An address of the API: its answers hold tokens and personal data. */
const isApi = (url: string | undefined) => /^\/api(?:[/?#]|$)/.test(url ?? '');

/**
 * No API answer is kept by a browser or a shared cache, unless its route chose to be revalidated
 * with an ETag (`private, no-cache`): such a route sets Cache-Control itself and is left alone.
 */
export const API_CACHE_CONTROL = 'no-store';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', API_CACHE_CONTROL);
    }
    return payload;
  });
}

const setHeaders = helmet(HELMET_OPTIONS);

/** The same headers on a raw response: for answers Fastify makes before any hook has run. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse) {
  setHeaders(request, response, () => {});
  if (isApi(request.url)) response.setHeader('cache-control', API_CACHE_CONTROL);
}
