import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createWakeableLoop } from './wakeable-loop';

describe('wakeable loop', () => {
  it('runs in the context it was made in, not in the context of whoever woke it', async () => {
    // A bulk action wakes the outbox from inside its transaction (db/ambient-transaction.ts):
    // the background run must not inherit it.
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    let ran: () => void = () => {};
    const done = new Promise<void>((resolve) => (ran = resolve));
    const loop = createWakeableLoop({
      name: 'test',
      run: async () => {
        seen.push(request.getStore());
        ran();
        return null;
      },
      sweepEveryMs: 60_000,
      log: { error: () => {} } as unknown as FastifyBaseLogger,
    });
    request.run('inside a request', () => loop.wake());
    await done;
    await loop.stop();
    expect(seen).toEqual([undefined]);
  });
});
