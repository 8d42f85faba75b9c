import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@taller/shared';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is left out of the per-minute write limits (it has a protection of its
     * own, or must never be refused: signing out). A route with its own `rateLimit` is too.
     */
    writeLimit?: false;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE = 60_000;

/** The address a limit counts: IPv4 as it is, IPv6 by its /64 (one household or office). */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Refuses with 429, `Retry-After` and `data.retryAfterSeconds`: the wait is `waitMs`, and the
 * message the general one unless the limit has its own.
 */
export function tooMany(reply: FastifyReply, waitMs: number, message?: string): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError(429, 'RATE_LIMITED', message ?? MESSAGES.tooManyRequests(seconds), {
    retryAfterSeconds: seconds,
  });
}

/**
 * Every write under /api is counted per address and, once signed in, per account, each over a
 * fixed minute (`config.limits.writesPerMinute`), in @fastify/rate-limit's store: rows every
 * server counts on PostgreSQL, memory on one SQLite server. Registered after the session check
 * (plugins/auth.ts), so that the account is known when the limit runs, and before the body is
 * read.
 */
export function registerWriteLimits(app: FastifyInstance) {
  const { perAccount, perAddress } = app.config.limits.writesPerMinute;
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: MINUTE,
    keyGenerator: (request) => `writes:address:${addressOf(request)}`,
  });
  const byAccount = app.createRateLimit({
    max: perAccount,
    timeWindow: MINUTE,
    keyGenerator: (request) => `writes:account:${request.user.id}`,
  });

  async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    if (!WRITES.has(request.method)) return;
    for (const limit of request.user ? [byAddress, byAccount] : [byAddress]) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) tooMany(reply, counted.ttl);
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (![route.method].flat().some((method) => WRITES.has(method))) return;
    const config = route.config as { rateLimit?: unknown; writeLimit?: false } | undefined;
    if (config?.rateLimit || config?.writeLimit === false) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limitWrites];
  });
}
