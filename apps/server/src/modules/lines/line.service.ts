import {
  LINE_MESSAGES as M,
  lineNameKey,
  parseLineDescription,
  serialiseLineDescription,
  type CreateLineInputSchema,
  type Line,
  type UpdateLineInputSchema,
  type z,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound, type AppError } from '../../lib/app-error';
import * as repo from './line.repository';

type CreateLineData = z.output<typeof CreateLineInputSchema>;
type UpdateLineData = z.output<typeof UpdateLineInputSchema>;

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
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  deletedBy: row.deletedBy,
});

export type LineService = ReturnType<typeof createLineService>;

export function createLineService(db: Db) {
  const dependents: LineDependents[] = [];
  const now = () => new Date().toISOString();

  /** Checked first for a clear answer; the unique index still decides when two requests race. */
  async function assertNameFree(
    executor: Db,
    nameKey: string,
    exceptId: number | undefined,
    fail: (message: string) => AppError,
  ) {
    if (await repo.findLiveLineByNameKey(executor, nameKey, exceptId)) throw fail(M.duplicateName);
  }

  async function mapDuplicate<T>(
    run: () => Promise<T>,
    fail: (message: string) => AppError,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(M.duplicateName);
      throw error;
    }
  }

  return {
    addDependents(entry: LineDependents) {
      dependents.push(entry);
    },

    listLive: async () => (await repo.findLiveLines(db)).map(toLine),
    listActive: async () => (await repo.findActiveLines(db)).map(toLine),
    listDeleted: async () => (await repo.findDeletedLines(db)).map(toLine),

    async get(id: number) {
      const row = await repo.findLineById(db, id);
      if (!row || row.deletedAt) throw notFound(M.notFound);
      return toLine(row);
    },

    async create(input: CreateLineData, userName: string) {
      const nameKey = lineNameKey(input.name);
      await assertNameFree(db, nameKey, undefined, badRequest);
      const at = now();
      const row = await mapDuplicate(
        () =>
          repo.insertLine(db, {
            name: input.name,
            nameKey,
            description: serialiseLineDescription(input.description),
            color: input.color,
            // SPEC.md §4: a new line is always ACTIVE.
            status: 'ACTIVE',
            createdBy: userName,
            updatedBy: userName,
            createdAt: at,
            updatedAt: at,
            deletedAt: null,
            deletedBy: null,
          }),
        badRequest,
      );
      return toLine(row);
    },

    async update(input: UpdateLineData, userName: string) {
      const current = await repo.findLineById(db, input.id);
      if (!current || current.deletedAt) throw notFound(M.notFound);
      const nameKey = lineNameKey(input.name);
      await assertNameFree(db, nameKey, input.id, badRequest);
      const row = await mapDuplicate(
        () =>
          repo.updateLiveLine(db, input.id, {
            name: input.name,
            nameKey,
            status: input.status,
            ...(input.color !== undefined && { color: input.color }),
            ...(input.description !== undefined && {
              description: serialiseLineDescription(input.description),
            }),
            updatedBy: userName,
            updatedAt: now(),
          }),
        badRequest,
      );
      if (!row) throw notFound(M.notFound);
      return toLine(row);
    },

    /** Soft delete: the line and its dependents get the same deletion stamp, atomically. */
    async remove(id: number, userName: string) {
      const stamp: DeletionStamp = { deletedAt: now(), deletedBy: userName };
      const row = await db.transaction().execute(async (trx) => {
        const deleted = await repo.updateLiveLine(trx, id, stamp);
        if (!deleted) throw notFound(M.notFound);
        for (const entry of dependents) await entry.softDelete(trx, id, stamp);
        return deleted;
      });
      return toLine(row);
    },

    /** Brings a deleted line back with what was deleted with it; 409 if its name is taken. */
    async restore(id: number, userName: string) {
      const row = await mapDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const current = await repo.findLineById(trx, id);
            if (!current) throw notFound(M.notFound);
            if (!current.deletedAt) throw notFound(M.notInTrash);
            await assertNameFree(trx, current.nameKey, id, conflict);
            const restoredAt = now();
            const restored = await repo.updateDeletedLine(trx, id, {
              deletedAt: null,
              deletedBy: null,
              updatedAt: restoredAt,
              updatedBy: userName,
            });
            if (!restored) throw notFound(M.notInTrash);
            const stamp = {
              deletedAt: current.deletedAt,
              deletedBy: current.deletedBy ?? '',
              restoredAt,
              restoredBy: userName,
            };
            for (const entry of dependents) await entry.restore(trx, id, stamp);
            return restored;
          }),
        conflict,
      );
      return toLine(row);
    },
  };
}
