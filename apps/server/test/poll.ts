/**
 * How long a test waits for something that happens by itself (a sweep, a log line, a file):
 * generous, so that a busy 2-core machine never fails a test that would pass. Every
 * `expect.poll` takes `eventually` (or its own larger timeout).
 */
export const POLL_TIMEOUT_MS = 30_000;
export const eventually = { timeout: POLL_TIMEOUT_MS, interval: 50 } as const;
