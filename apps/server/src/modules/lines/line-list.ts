import { LineSchema } from '@taller/shared';
import type { Db } from '../../db/database';
import { changeKeys, type ChangeFeed } from '../../lib/change-feed';
import * as repo from './line.repository';
import { toLine } from './line.service';

/**
 * The JSON array text GET /api/line answers (live lines, newest first), kept between calls:
 * each call reads again only the lines the change feed says were written since the last one,
 * instead of every line (reading them all was most of the time of a busy server whose lines
 * change all the time: docs/decisions/009-performance.md). A bump of the list that does not
 * name its line, or a feed that forgot that far back, reads everything again.
 */
export function createLiveLineList(db: Db, changes: ChangeFeed) {
  /** Each live line's JSON by id, ids newest first, and the feed position they are as of. */
  let built: { position: number; byId: Map<number, string>; order: number[] } | null = null;
  const jsonOf = (row: repo.LineRow) => JSON.stringify(LineSchema.encode(toLine(row)));
  const newestFirst = (a: number, b: number) => b - a;

  async function refresh(): Promise<string> {
    // Taken before reading: a write bumped later is read again by the next call.
    const position = changes.position();
    const log = built ? changes.since(built.position) : null;
    const ids = log && changedLineIds(log);
    if (!built || !ids) {
      const rows = await repo.findLiveLines(db);
      built = {
        position,
        byId: new Map(rows.map((row) => [row.id, jsonOf(row)])),
        order: rows.map((row) => row.id),
      };
    } else if (ids.size > 0) {
      const rows = await repo.findLinesByIds(db, [...ids]);
      // Refreshes run one at a time (below), so the kept list is changed in place.
      const { byId } = built;
      const sizeBefore = byId.size;
      const live = new Map(rows.filter((row) => row.deletedAt === null).map((r) => [r.id, r]));
      let membershipChanged = false;
      for (const id of ids) {
        const row = live.get(id);
        if (row) {
          if (!byId.has(id)) membershipChanged = true;
          byId.set(id, jsonOf(row));
        } else if (byId.delete(id)) membershipChanged = true;
      }
      if (membershipChanged || byId.size !== sizeBefore) {
        built.order = [...byId.keys()].sort(newestFirst);
      }
      built.position = position;
    } else {
      built.position = position;
    }
    const { byId, order } = built;
    return `[${order.map((id) => byId.get(id)).join(',')}]`;
  }

  // One refresh at a time, in order: a slower older one never lands after a newer one.
  let queue: Promise<unknown> = Promise.resolve();
  return (): Promise<string> => {
    const next = queue.then(refresh, refresh);
    queue = next.catch(() => {});
    return next;
  };
}

/** The lines the logged bumps of the list name; null if one changed the list without a name. */
function changedLineIds(log: (readonly string[])[]): Set<number> | null {
  const ids = new Set<number>();
  const prefix = changeKeys.line(0).slice(0, -1);
  for (const keys of log) {
    if (!keys.includes(changeKeys.lines)) continue;
    const named = keys.filter((key) => key.startsWith(prefix));
    if (named.length === 0) return null;
    for (const key of named) ids.add(Number(key.slice(prefix.length)));
  }
  return ids;
}
