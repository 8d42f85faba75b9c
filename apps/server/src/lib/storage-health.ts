/** Where a write is stored: the database, or the media files. */
export type StorageSource = 'database' | 'media';
/** A source that could not store a write: since when, and the last code that said why. */
export type StorageProblem = { source: StorageSource; code: string; since: string };

const ownCode = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
/** The error's code, or its cause's (a StorageWriteError wraps the file system's). */
const codeOf = (error: unknown) =>
  ownCode(error) || ownCode((error as { cause?: unknown } | null)?.cause) || 'UNKNOWN';

/**
 * What `/api/health` says about storage. A request whose write could not be stored marks its
 * source failing (plugins/errors.ts); while one is, each health check tries it again with a
 * small write of its own (`probes`), and one that succeeds clears it. When nothing failed, the
 * health check does no I/O at all.
 */
export function createStorageHealth(probes: Record<StorageSource, () => Promise<void>>) {
  const problems = new Map<StorageSource, StorageProblem>();
  let probing: Promise<void> | null = null;

  async function probeFailing() {
    for (const source of [...problems.keys()]) {
      try {
        await probes[source]();
        problems.delete(source);
      } catch (error) {
        const problem = problems.get(source);
        if (problem) problem.code = codeOf(error);
      }
    }
  }

  return {
    /** A write to `source` failed with `code`. */
    failed(source: StorageSource, code: string) {
      const problem = problems.get(source);
      if (problem) problem.code = code;
      else problems.set(source, { source, code, since: new Date().toISOString() });
    },
    /** Nothing failed since the last successful probe. */
    get isHealthy() {
      return problems.size === 0;
    },
    /** Probes the failing sources (health checks at once share one probe): what still fails. */
    async check(): Promise<StorageProblem[]> {
      probing ??= probeFailing().finally(() => (probing = null));
      await probing;
      return [...problems.values()].map((problem) => ({ ...problem }));
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
