import {
  LINE_MESSAGES as M,
  lineNameKey,
  parseLineDescription,
  serialiseLineDescription,
  type CreateLineData,
  type Line,
  type UpdateLineData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { bumpAfter, changeKeys, type ChangeFeed } from '../../lib/change-feed';
import { badRequest, conflict, type Refuse } from '../../lib/app-error';
import { assertFree, findInTrash, findLiveOrNotFound, updateOrNotFound } from '../../resource';
import { createLiveLineList } from './line-list';
import * as repo from './line.repository';

/** The stamp a line's deletion leaves on the line and on everything deleted with it. */
export type DeletionStamp = { deletedAt: string; deletedBy: string };

/**
 * Rows of another module that belong to a line (issue 5: its models). They are soft-deleted in
 * the line's own transaction with the line's own stamp, and restored with it: a restore brings
 * back exactly the rows whose deletedAt equals the line's, not those deleted earlier on their own.
 * A module registers its dependents once at start: `app.lines.addDependents({...})`.
 */
export type LineDependents = {
  name: string;
  softDelete: (trx: Db, lineId: number, stamp: DeletionStamp) => Promise<void>;
  restore: (
    trx: Db,
    lineId: number,
    stamp: DeletionStamp & { restoredAt: string; restoredBy: string },
  ) => Promise<void>;
};

/** What the API answers: the stored row with its description in the canonical JSON form. */
export const toLine = (row: repo.LineRow): Line => ({
  id: row.id,
  name: row.name,
  description: serialiseLineDescription(parseLineDescription(row.description)),
  color: row.color,
  status: row.status,
  ...stamps.shown(row),
  deletedBy: row.deletedBy,
});

export type LineService = ReturnType<typeof createLineService>;

/** The line rules, with every write announced on `changes` once it is over. */
export function createLineService(db: Db, changes: ChangeFeed) {
  const service = createLineRules(db);
  const changing = (id: number | undefined) => () =>
    id === undefined ? [changeKeys.lines] : [changeKeys.lines, changeKeys.line(id)];
  return {
    ...service,
    /** The JSON array text of `listLive` (what GET /api/line answers), kept between calls. */
    listLiveJson: createLiveLineList(db, changes),
    async create(input: CreateLineData, actor: Actor) {
      let id: number | undefined;
      return bumpAfter(
        changes,
        () => changing(id)(),
        async () => {
          const line = await service.create(input, actor);
          id = line.id;
          return line;
        },
      );
    },
    update: (input: UpdateLineData, actor: Actor) =>
      bumpAfter(changes, changing(input.id), () => service.update(input, actor)),
    remove: (id: number, actor: Actor) =>
      bumpAfter(changes, changing(id), () => service.remove(id, actor)),
    restore: (id: number, actor: Actor) =>
      bumpAfter(changes, changing(id), () => service.restore(id, actor)),
  };
}

function createLineRules(db: Db) {
  const dependents: LineDependents[] = [];
  const duplicateName = (fail: Refuse) => () => fail('NAME_TAKEN', M.duplicateName);

  /** Checked first for a clear answer; the unique index still decides when two requests race. */
  const assertNameFree = (
    executor: Db,
    nameKey: string,
    exceptId: number | undefined,
    fail: Refuse,
  ) => assertFree(executor, 'lines', ['nameKey', nameKey], duplicateName(fail), exceptId);

  return {
    addDependents(entry: LineDependents) {
      dependents.push(entry);
    },

    listLive: async () => (await repo.findLiveLines(db)).map(toLine),

    listActive: async () => (await repo.findActiveLines(db)).map(toLine),
    listDeleted: async () => (await repo.findDeletedLines(db)).map(toLine),

    get: async (id: number) => toLine(await findLiveOrNotFound(db, 'lines', id, M.notFound)),

    async create(input: CreateLineData, actor: Actor) {
      const nameKey = lineNameKey(input.name);
      await assertNameFree(db, nameKey, undefined, badRequest);
      const row = await onUniqueViolation(
        () =>
          repo.insertLine(db, {
            name: input.name,
            nameKey,
            description: serialiseLineDescription(input.description),
            color: input.color,
            // SPEC.md §4: a new line is always ACTIVE.
            status: 'ACTIVE',
            ...stamps.created(actor),
          }),
        duplicateName(badRequest),
      );
      return toLine(row);
    },

    async update(input: UpdateLineData, actor: Actor) {
      await findLiveOrNotFound(db, 'lines', input.id, M.notFound);
      const nameKey = lineNameKey(input.name);
      await assertNameFree(db, nameKey, input.id, badRequest);
      const changes = {
        name: input.name,
        nameKey,
        status: input.status,
        ...(input.color !== undefined && { color: input.color }),
        ...(input.description !== undefined && {
          description: serialiseLineDescription(input.description),
        }),
        ...stamps.updated(actor),
      };
      const row = await onUniqueViolation(
        () => updateOrNotFound(db, 'lines', input.id, changes, M.notFound),
        duplicateName(badRequest),
      );
      return toLine(row);
    },

    /** Soft delete: the line and its dependents get the same deletion stamp, atomically. */
    async remove(id: number, actor: Actor) {
      const stamp: DeletionStamp = stamps.deleted(actor);
      const row = await db.transaction().execute(async (trx) => {
        const deleted = await updateOrNotFound(trx, 'lines', id, stamp, M.notFound);
        for (const entry of dependents) await entry.softDelete(trx, id, stamp);
        return deleted;
      });
      return toLine(row);
    },

    /** Brings a deleted line back with what was deleted with it; 409 if its name is taken. */
    async restore(id: number, actor: Actor) {
      const row = await onUniqueViolation(
        () =>
          db.transaction().execute(async (trx) => {
            const current = await findInTrash(trx, 'lines', id, M);
            await assertNameFree(trx, current.nameKey, id, conflict);
            const restoredAt = new Date().toISOString();
            const restored = await updateOrNotFound(
              trx,
              'lines',
              id,
              stamps.restored(actor, restoredAt),
              M.notInTrash,
              'trash',
            );
            const stamp = {
              deletedAt: current.deletedAt!,
              deletedBy: current.deletedBy ?? '',
              restoredAt,
              restoredBy: actor.name,
            };
            for (const entry of dependents) await entry.restore(trx, id, stamp);
            return restored;
          }),
        duplicateName(conflict),
      );
      return toLine(row);
    },
  };
}
