import type { FastifyInstance } from 'fastify';
import { createAnswerCache, type AnswerCache } from '../lib/cached-answer';
import type { WriteWatch } from '../db/write-watch';
import {
  changeKeys,
  createChangeFeed,
  createSharedChangeFeed,
  watchedTables,
  type ChangeFeed,
  type WatchedTable,
} from '../lib/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes to cached answers' sources are announced here (lib/change-feed.ts). */
    changes: ChangeFeed;
    /** Big lists kept encoded until a write changes them (lib/cached-answer.ts). */
    answers: AnswerCache;
  }
}

/**
 * The change feed and the answer cache the modules share (lines, models, media, the home). A
 * committed write to a watched table bumps its key, whoever made it (db/write-watch.ts).
 */
export function registerChangeFeed(app: FastifyInstance, writes: WriteWatch) {
  const { db, dialect } = app;
  // One SQLite server keeps the feed in memory; PostgreSQL may have several servers (decision 019).
  app.decorate('changes', dialect === 'postgres' ? createSharedChangeFeed(db) : createChangeFeed());
  app.decorate('answers', createAnswerCache(app.changes));
  const changes = app.changes;
  writes.watch(watchedTables, (tables) =>
    changes.bump(...tables.map((table) => changeKeys.table(table as WatchedTable))),
  );
}
