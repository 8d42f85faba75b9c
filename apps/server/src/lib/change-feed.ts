/**
 * Versions of what cached answers are built from. A write bumps the keys it touched once it
 * has committed (and before its own answer is sent); a cached answer remembers the versions it
 * was built at and is rebuilt when any of them moved. Keys are plain strings: `lines`,
 * `line:7`, `models:7` (the models of line 7), `models` (every line's models).
 *
 * This one lives in the process: enough for one server. Several servers (issue 24) need a
 * shared feed with the same two calls — e.g. a version table bumped in the write's own
 * transaction, or PostgreSQL LISTEN/NOTIFY feeding `bump` here — and nothing else changes.
 */
export type ChangeFeed = {
  /** The current version of each key, joined: equal stamps mean nothing changed in between. */
  stamp: (keys: readonly string[]) => string;
  /** Marks the keys changed. Call after the write committed, before answering it. */
  bump: (...keys: string[]) => void;
  /** The position of the latest bump: what `since` takes to list what came after. */
  position: () => number;
  /** Each bump after `position`, oldest first; null when the feed no longer remembers that far. */
  since: (position: number) => (readonly string[])[] | null;
};

/** How many bumps the feed remembers for `since` (a reader further behind rebuilds whole). */
const LOG_SIZE = 4096;

export function createChangeFeed(): ChangeFeed {
  const versions = new Map<string, number>();
  // Starts from the clock so that a restarted process never repeats an earlier stamp.
  let counter = Date.now();
  const log: { at: number; keys: string[] }[] = [];
  return {
    stamp: (keys) => keys.map((key) => versions.get(key) ?? 0).join(':'),
    bump: (...keys) => {
      counter += 1;
      for (const key of keys) versions.set(key, counter);
      log.push({ at: counter, keys });
      if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
    },
    position: () => counter,
    since: (position) => {
      if (position === counter) return [];
      const first = log.findIndex((entry) => entry.at > position);
      // The bump right after `position` must still be in the log, or some were forgotten.
      if (first < 0 || log[first]!.at !== position + 1) return null;
      return log.slice(first).map((entry) => entry.keys);
    },
  };
}

/** Runs a write, then bumps `keys` whether it succeeded or not (a failure may have committed). */
export async function bumpAfter<T>(
  feed: ChangeFeed,
  keys: () => string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } finally {
    feed.bump(...keys());
  }
}

/** The keys in use, in one place: who writes bumps them, who caches depends on them. */
export const changeKeys = {
  /** The line list. */
  lines: 'lines',
  /** One line as other answers show it (its models list carries its name). */
  line: (id: number) => `line:${id}`,
  /** Every line's models (a media item deleted may have been any model's). */
  models: 'models',
  /** The models of one line, with their colours and media. */
  modelsOfLine: (lineId: number) => `models:${lineId}`,
} as const;
