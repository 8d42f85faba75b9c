import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that goes on after an answer was sent (a password link mailed without making the
 * requester wait). Tracked, so that a shutdown waits for it before the database closes, and a
 * test can wait for it before it looks at the database. A failure is logged, never thrown.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<unknown>) {
      const task: Promise<void> = work()
        .then(
          () => {},
          (err: unknown) => log.error({ err, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    /** Settles once no task is running (tasks started meanwhile included). */
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
