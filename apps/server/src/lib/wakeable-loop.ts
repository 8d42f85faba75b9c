import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work that runs when woken (right after the commit that gave it something to do),
 * when its own next retry falls due, and on a slow sweep: no short polling loop. `run` does what
 * is due and answers in how many ms it wants to run again (null: at the next sweep). One run at
 * a time; a wake during a run makes it run once more. `stop` waits for the run in progress.
 */
export function createWakeableLoop(options: {
  name: string;
  run: () => Promise<number | null>;
  sweepEveryMs: number;
  log: FastifyBaseLogger;
}) {
  const { name, run, sweepEveryMs, log } = options;
  let pending = false;
  let stopped = false;
  let active: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  // A wake from inside a request (an event emitted in a bulk action's transaction) must not
  // carry that request's async context (db/ambient-transaction.ts) into the background run.
  const detached = AsyncLocalStorage.snapshot();

  const schedule = (inMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, Math.max(0, Math.min(inMs, sweepEveryMs)));
    // A timer never keeps the process alive: the server's listener does.
    timer.unref();
  };

  async function loop() {
    let next: number | null = null;
    while (pending && !stopped) {
      pending = false;
      try {
        next = await run();
      } catch (err) {
        log.error({ err, task: name }, 'background run failed');
        next = null;
      }
    }
    // No await between the last check of `pending` and this: a wake is never lost.
    active = null;
    schedule(next ?? sweepEveryMs);
  }

  function wake() {
    pending = true;
    if (!active && !stopped) active = detached(loop);
  }

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await active;
    },
  };
}

export type WakeableLoop = ReturnType<typeof createWakeableLoop>;
