import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMIT_MESSAGES as LM, isStaff, normaliseRole } from '@taller/shared';
import type { Limits } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { createCounters } from '../lib/rate-limit-store';
import { tooMany } from './write-limits';

/** What an upload route limits beyond every upload's files and bytes a day. */
export type UploadRule = {
  /** A count of its own a day per account (a client's payment proofs), named `name`. */
  perDay?: { name: string; max: (limits: Limits) => number; message: typeof LM.proofsPerDay };
  /** The caller's uploads of this kind still waiting (to be sent, or decided), and their cap. */
  pending?: {
    max: (limits: Limits) => number;
    count: (db: Db, userId: number) => Promise<number>;
    message: (max: number) => string;
  };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadRule;
  }
  interface FastifyRequest {
    /** The sizes of the files this request stored (noteStored), charged once it answers 200. */
    storedSizes: number[] | null;
  }
}

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

/** An upload route calls this once its files are stored, for the day's count of the account. */
export function noteStored(request: FastifyRequest, sizes: number[]) {
  request.storedSizes = [...(request.storedSizes ?? []), ...sizes];
}

const isUpload = (schema: unknown) =>
  Boolean(
    (schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
  );

/**
 * Every route that takes files (its schema consumes multipart/form-data) is limited per account
 * in files and bytes a day (`limits.uploadsPerDay`, staff more than clients), plus what its
 * `config.upload` adds. Checked before the body is read; charged when the upload answered 200,
 * before that answer goes, so the next request sees it. The counts are rows of `rate_limits`
 * (lib/rate-limit-store.ts): every server counts them, and a restart forgets nothing. A day is a
 * fixed window of 24 hours from the account's first upload in it.
 */
export function registerUploadLimits(app: FastifyInstance) {
  const { limits } = app.config;
  const counters = createCounters(app.db);
  const keys = (userId: number, rule: UploadRule | undefined) => ({
    files: `uploads:files:${userId}`,
    kib: `uploads:kib:${userId}`,
    own: rule?.perDay && `uploads:${rule.perDay.name}:${userId}`,
  });

  async function checkUploads(request: FastifyRequest, reply: FastifyReply) {
    const rule = request.routeOptions.config.upload;
    const user = request.user;
    if (!user) return;
    const quota = limits.uploadsPerDay[isStaff(normaliseRole(user.role)) ? 'staff' : 'client'];
    const key = keys(user.id, rule);
    const [files, kib] = await Promise.all([counters.read(key.files), counters.read(key.kib)]);
    if (files.total >= quota.files) {
      tooMany(reply, files.resetInMs, LM.uploadsPerDay(quota.files, files.resetInMs / 1000));
    }
    // What this request brings counts too (the day's first upload may be as large as allowed).
    const incoming = Number(request.headers['content-length']) || 0;
    if (kib.total > 0 && kib.total * 1024 + incoming > quota.bytes) {
      const megabytes = Math.floor(quota.bytes / MB);
      tooMany(reply, kib.resetInMs, LM.uploadBytesPerDay(megabytes, kib.resetInMs / 1000));
    }
    if (rule?.perDay && key.own) {
      const max = rule.perDay.max(limits);
      const own = await counters.read(key.own);
      if (own.total >= max) {
        tooMany(reply, own.resetInMs, rule.perDay.message(max, own.resetInMs / 1000));
      }
    }
    if (rule?.pending) {
      const max = rule.pending.max(limits);
      if ((await rule.pending.count(app.db, user.id)) >= max) {
        throw new AppError(429, 'TOO_MANY_PENDING', rule.pending.message(max), { max });
      }
    }
  }

  async function chargeUploads(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const sizes = request.storedSizes;
    if (reply.statusCode !== 200 || !sizes || sizes.length === 0 || !request.user) return payload;
    const key = keys(request.user.id, request.routeOptions.config.upload);
    const kib = sizes.reduce((sum, size) => sum + Math.ceil(size / 1024), 0);
    try {
      await Promise.all([
        counters.add(key.files, sizes.length, DAY),
        counters.add(key.kib, kib, DAY),
        key.own ? counters.add(key.own, 1, DAY) : null,
      ]);
    } catch (err) {
      // The files are stored and the answer is right: a count that failed is only logged.
      request.log.error({ err }, 'upload not counted');
    }
    return payload;
  }

  app.decorateRequest('storedSizes', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !isUpload(route.schema)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), checkUploads];
    route.onSend = [...[route.onSend ?? []].flat(), chargeUploads];
  });
}
