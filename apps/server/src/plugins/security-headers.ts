import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
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
      // The delivery screen's QR reader (qr-scanner) decodes in a worker it starts from a blob
      // its own (same-origin) script made; script-src stays 'self'.
      workerSrc: ["'self'", 'blob:'],
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

/**
 * The headers helmet writes for HELMET_OPTIONS, worked out once: they depend on nothing in the
 * request, and building helmet's middleware per request (as @fastify/helmet does) cost a
 * visible share of every small answer (docs/decisions/009-performance.md).
 */
const SECURITY_HEADERS: [string, string][] = (() => {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
})();

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw);
    done();
  });
  // No onSend hook: the raw header set above is what an answer carries unless its route sets
  // Cache-Control on the reply (Fastify's writeHead headers win over the raw ones).
}

/** The same headers on a raw response: also for answers Fastify makes before any hook ran. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
  response.removeHeader('x-powered-by');
  if (isApi(request.url)) response.setHeader('cache-control', API_CACHE_CONTROL);
}
