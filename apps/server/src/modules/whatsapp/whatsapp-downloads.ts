import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { createWakeableLoop } from '../../lib/wakeable-loop';
import type { DownloadOutcome } from './whatsapp-media';

/** After this many tries that failed for a reason that may pass, the failure is final. */
export const MAX_DOWNLOAD_ATTEMPTS = 5;
const SWEEP_MS = 300_000;
const BATCH = 20;

/**
 * Incoming photos and PDFs still to download (issue 37): a message keeps Graph's media id
 * (`mediaRef`) until its file is stored or the failure is final. Each try claims the message by
 * a conditional update (a lease, the try counted), so two runs or two servers never download it
 * both; a try that fails for a reason that may pass (Graph down, slow, 429, 5xx) comes back
 * after base × 4^(tries − 1), and staff see an error only once it is final (refused file, Meta
 * without the file, or MAX_DOWNLOAD_ATTEMPTS tries). The webhook makes the first try right
 * after its answer; the loop makes the others. `clock` is what tests set (no sleeps).
 */
export function createIncomingDownloads(deps: {
  db: Db;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  leaseMs: number;
  download: (messageId: number, mediaRef: string) => Promise<DownloadOutcome>;
}) {
  const { db, log } = deps;
  const clock = { now: () => new Date() };

  /** Still to download, not being downloaded, and due: its retry time come, or a lease run out. */
  const due = (eb: ExpressionBuilder<Database, 'whatsappMessages'>, now: string) =>
    eb.and([
      eb('direction', '=', 'IN'),
      eb('mediaRef', 'is not', null),
      eb('error', 'is', null),
      eb.or([
        eb.and([
          eb('leaseUntil', 'is', null),
          eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]),
        ]),
        eb('leaseUntil', '<', now),
      ]),
    ]);

  async function claim(id: number) {
    const now = clock.now();
    const at = now.toISOString();
    const result = await db
      .updateTable('whatsappMessages')
      .set((eb) => ({
        leaseUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        nextAttemptAt: null,
      }))
      .where('id', '=', id)
      .where((eb) => due(eb, at))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return db
      .selectFrom('whatsappMessages')
      .select(['mediaRef', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** One try of message `id`'s file, if it is due and no one else is trying it. */
  async function attempt(id: number): Promise<void> {
    const row = await claim(id);
    if (!row?.mediaRef) return;
    const outcome = await deps.download(id, row.mediaRef).catch((err: unknown) => {
      log.error({ err, messageId: id }, 'whatsapp file download failed');
      return { stored: false, retryable: true, error: M.mediaDownloadFailed } as const;
    });
    if (outcome.stored) return;
    const attempts = Number(row.attempts);
    const final = !outcome.retryable || attempts >= MAX_DOWNLOAD_ATTEMPTS;
    const retryAt = clock.now().getTime() + deps.retryBaseMs * 4 ** (attempts - 1);
    await db
      .updateTable('whatsappMessages')
      .set({
        leaseUntil: null,
        ...(final
          ? { mediaRef: null, error: outcome.error, nextAttemptAt: null }
          : { nextAttemptAt: new Date(retryAt).toISOString() }),
        updatedAt: clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    log.warn({ messageId: id, attempts, final }, 'whatsapp file not downloaded');
  }

  async function run(): Promise<number | null> {
    const now = clock.now().toISOString();
    const found = await db
      .selectFrom('whatsappMessages')
      .select('id')
      .where((eb) => due(eb, now))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of found) await attempt(id);
    if (found.length === BATCH) return 0;
    const next = await db
      .selectFrom('whatsappMessages')
      .select((eb) => [eb.fn.min('nextAttemptAt').as('retry'), eb.fn.min('leaseUntil').as('lease')])
      .where('direction', '=', 'IN')
      .where('mediaRef', 'is not', null)
      .where('error', 'is', null)
      .executeTakeFirst();
    const times = [next?.retry, next?.lease]
      .filter((t): t is string => Boolean(t))
      .map((t) => new Date(t).getTime() - clock.now().getTime());
    return times.length ? Math.max(0, Math.min(...times)) : null;
  }

  const loop = createWakeableLoop({ name: 'whatsapp-downloads', run, sweepEveryMs: SWEEP_MS, log });
  return { ...loop, attempt, clock };
}

export type IncomingDownloads = ReturnType<typeof createIncomingDownloads>;
