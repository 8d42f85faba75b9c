import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { runExclusively } from '../../lib/job-lock';
import type { Storage } from '../../lib/storage';
import { removeFiles } from './media.service';
import { deleteMediaByIds, findOrphanMedia } from './media.repository';

/** Uploads never attached to anything within this time are removed. */
export const ORPHAN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

type SweepDeps = { db: Db; storage: Storage; log: FastifyBaseLogger; dialect?: Dialect };

/** Removes (row, then file) every unattached item created more than 24 h before `now`. */
export async function removeOrphanMedia({ db, storage, log }: SweepDeps, now: Date) {
  const before = new Date(now.getTime() - ORPHAN_MAX_AGE_MS).toISOString();
  const orphans = await findOrphanMedia(db, before);
  if (orphans.length === 0) return 0;
  const removed = await deleteMediaByIds(
    db,
    orphans.map((row) => row.id),
  );
  await removeFiles(storage, log, orphans);
  log.info({ removed }, 'orphan media removed');
  return removed;
}

/**
 * Sweeps now and then every `everyMs`, one server at a time (a job lock on PostgreSQL). The timer is unref'd (it never keeps the process alive);
 * the caller stops it on close.
 */
export function scheduleOrphanSweep(deps: SweepDeps, everyMs = ORPHAN_SWEEP_EVERY_MS) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= runExclusively(deps.db, deps.dialect ?? 'sqlite', 'orphan-media-sweep', () =>
      removeOrphanMedia(deps, new Date()),
    )
      .then(
        () => {},
        (err: unknown) => deps.log.error({ err }, 'orphan media sweep failed'),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  sweep();
  return {
    timer,
    /** Stops the timer and waits for a sweep in progress (the database closes next). */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
