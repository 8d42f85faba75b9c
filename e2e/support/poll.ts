/**
 * How long a journey waits for something that happens by itself (a toast, a log line, a list
 * settling): generous, so that a busy 2-core machine never fails a journey that would pass.
 * Every `expect.poll` in the journeys takes `eventually`.
 */
export const eventually = { timeout: 30_000, interval: 50 } as const;
