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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
}

const setHeaders = helmet(HELMET_OPTIONS);

/** The same headers on a raw response: for answers Fastify makes before any hook has run. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse) {
  setHeaders(request, response, () => {});
}
