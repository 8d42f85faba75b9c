/**
 * Counts failures per key in a sliding window (e.g. failed sign-ins per IP and per account) and
 * says how long a key must wait once it has failed too often. In memory: one server process.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    return recent[recent.length - this.max]! + this.windowMs - now;
  }

  fail(key: string, now = Date.now()) {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune(now);
  }

  /** Takes back one failure counted at `at` (an attempt counted before it was checked). */
  release(key: string, at: number) {
    const times = this.failures.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  }

  reset(key: string) {
    this.failures.delete(key);
  }

  private recent(key: string, now: number) {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private prune(now: number) {
    for (const [key, times] of this.failures) {
      if (!times.some((t) => t > now - this.windowMs)) this.failures.delete(key);
    }
  }
}
