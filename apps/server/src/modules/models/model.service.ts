import {
  MODEL_MESSAGES as M,
  modelNameKey,
  serialiseModelDescription,
  type CreateModelData,
  type MediaRef,
  type ModelColorInput,
  type UpdateModelData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { bumpAfter, changeKeys, type ChangeFeed } from '../../lib/change-feed';
import { badRequest, conflict, notFound, type AppError, type Refuse } from '../../lib/app-error';
import { findInTrash, findLiveOrNotFound, updateOrNotFound } from '../../resource';
import type { LineDependents } from '../lines/line.service';
import { type MediaOwner } from '../media/media.service';
import { MODEL_ENTITY, loadModel, loadModelsOfLine } from './model-read';
import { setMediaOfRecord } from '../media/media-refs';
import * as repo from './model.repository';

const toColorValues = (color: ModelColorInput): repo.NewModelColor => ({
  baseName: color.baseName,
  baseHexa: color.baseHexa,
  frameName: color.frameName,
  frameHexa: color.frameHexa,
});

/** Soft delete and restore of a line take its models along, in the line's transaction. */
export const modelLineDependents: LineDependents = {
  name: 'models',
  softDelete: async (trx, lineId, stamp) => {
    await repo.softDeleteModelsOfLine(trx, lineId, stamp);
  },
  restore: async (trx, lineId, stamp) => {
    await repo.restoreModelsOfLine(trx, lineId, stamp);
  },
};

/** A model's media are removed by whoever may edit models, and kept while it is in the trash. */
export const modelMediaOwner: MediaOwner = {
  entityType: MODEL_ENTITY,
  table: 'models',
  access: 'staff',
};

export type ModelService = ReturnType<typeof createModelService>;

/** Announces, once a write is over, the lines whose models it touched (as it learns them). */
function lineTracker(changes: ChangeFeed) {
  const lineIds = new Set<number>();
  return {
    touch: (lineId: number) => lineIds.add(lineId),
    around: <T>(write: () => Promise<T>) =>
      bumpAfter(changes, () => [...lineIds].map(changeKeys.modelsOfLine), write),
  };
}

export function createModelService({
  db,
  dialect,
  changes,
}: {
  db: Db;
  dialect: Dialect;
  changes: ChangeFeed;
}) {
  /** The live line a model is written into, or `fail` (a missing line in a body is a 400). */
  async function liveLineForWrite(trx: Db, lineId: number, fail: () => AppError) {
    const line = await repo.findLiveLineForWrite(trx, lineId, dialect);
    if (!line) throw fail();
    return line;
  }
  const lineUnavailable = () => badRequest('UNAVAILABLE', M.lineUnavailable);

  /** Checked first for a clear answer; the unique index still decides when two requests race. */
  async function assertNameFree(
    trx: Db,
    lineId: number,
    nameKey: string,
    exceptId: number | undefined,
    fail: Refuse,
  ) {
    if (await repo.findLiveModelByNameKey(trx, lineId, nameKey, exceptId)) {
      throw fail('NAME_TAKEN', M.duplicateName);
    }
  }

  /** Runs a write transaction; a unique-index violation (a racing twin) is a duplicate name. */
  const write = <T>(work: (trx: Db) => Promise<T>, fail: Refuse) =>
    onUniqueViolation(
      () => db.transaction().execute(work),
      () => fail('NAME_TAKEN', M.duplicateName),
    );

  /** Makes `refs`, in order, the model's media; an item it cannot take refuses the whole save. */
  const setMedia = (trx: Db, modelId: number, refs: MediaRef[]) =>
    setMediaOfRecord(
      trx,
      { entityType: MODEL_ENTITY, entityId: modelId },
      refs,
      M.mediaUnavailable,
    );

  /** Colours with a stored id of this model are updated, new ones inserted, missing removed. */
  async function setColors(trx: Db, modelId: number, colors: ModelColorInput[]) {
    const existing = new Set((await repo.findColorsOfModel(trx, modelId)).map((c) => c.id));
    const kept = colors.filter((color) => color.id !== undefined);
    const stranger = kept.find((color) => !existing.has(color.id!));
    if (stranger) throw badRequest('NOT_OF_RECORD', M.colorNotOfModel(stranger.id!));
    await repo.deleteColorsExcept(
      trx,
      modelId,
      kept.map((color) => color.id!),
    );
    for (const color of kept) await repo.updateColor(trx, modelId, color.id!, toColorValues(color));
    await repo.insertColors(
      trx,
      modelId,
      colors.filter((color) => color.id === undefined).map(toColorValues),
    );
  }

  return {
    /** A live line's models, or its trash; 404 when the line does not exist or is deleted. */
    async listOfLine(lineId: number, deleted = false) {
      const line = await repo.findLineSummary(db, lineId);
      if (!line || line.deletedAt) throw notFound(M.lineNotFound);
      return loadModelsOfLine(db, line, deleted);
    },

    async get(id: number) {
      const row = await findLiveOrNotFound(db, 'models', id, M.notFound);
      const line = await repo.findLineSummary(db, row.lineId);
      return loadModel(db, row, line!);
    },

    async create(input: CreateModelData, actor: Actor) {
      const lines = lineTracker(changes);
      lines.touch(input.lineId);
      return lines.around(() =>
        write(async (trx) => {
          const line = await liveLineForWrite(trx, input.lineId, lineUnavailable);
          const nameKey = modelNameKey(input.name);
          await assertNameFree(trx, line.id, nameKey, undefined, badRequest);
          const row = await repo.insertModel(trx, {
            name: input.name,
            nameKey,
            description: serialiseModelDescription(input.description),
            status: input.status,
            lineId: line.id,
            ...stamps.created(actor),
          });
          await repo.insertColors(trx, row.id, input.colors.map(toColorValues));
          await setMedia(trx, row.id, input.media);
          return loadModel(trx, row, line);
        }, badRequest),
      );
    },

    /** Row, colours and media change together or not at all. */
    async update(input: UpdateModelData, actor: Actor) {
      const lines = lineTracker(changes);
      lines.touch(input.lineId);
      return lines.around(() =>
        write(async (trx) => {
          lines.touch((await findLiveOrNotFound(trx, 'models', input.id, M.notFound)).lineId);
          const line = await liveLineForWrite(trx, input.lineId, lineUnavailable);
          const nameKey = modelNameKey(input.name);
          await assertNameFree(trx, line.id, nameKey, input.id, badRequest);
          const changes = {
            name: input.name,
            nameKey,
            lineId: line.id,
            ...(input.status !== undefined && { status: input.status }),
            ...(input.description !== undefined && {
              description: serialiseModelDescription(input.description),
            }),
            ...stamps.updated(actor),
          };
          const row = await updateOrNotFound(trx, 'models', input.id, changes, M.notFound);
          if (input.colors !== undefined) await setColors(trx, row.id, input.colors);
          if (input.media !== undefined) await setMedia(trx, row.id, input.media);
          return loadModel(trx, row, line);
        }, badRequest),
      );
    },

    /** Soft delete: the model, its colours and media stay stored for a restore. */
    async remove(id: number, actor: Actor) {
      const lines = lineTracker(changes);
      return lines.around(async () => {
        const row = await updateOrNotFound(db, 'models', id, stamps.deleted(actor), M.notFound);
        lines.touch(row.lineId);
        const line = await repo.findLineSummary(db, row.lineId);
        return loadModel(db, row, line!);
      });
    },

    /** Brings a model back; 409 when its line is deleted or its name was taken meanwhile. */
    async restore(id: number, actor: Actor) {
      const lines = lineTracker(changes);
      return lines.around(() =>
        write(async (trx) => {
          const current = await findInTrash(trx, 'models', id, M);
          lines.touch(current.lineId);
          const line = await liveLineForWrite(trx, current.lineId, () =>
            conflict('PARENT_IN_TRASH', M.lineDeleted),
          );
          await assertNameFree(trx, line.id, current.nameKey, id, conflict);
          const restored = stamps.restored(actor);
          const row = await updateOrNotFound(trx, 'models', id, restored, M.notInTrash, 'trash');
          return loadModel(trx, row, line);
        }, conflict),
      );
    },
  };
}
