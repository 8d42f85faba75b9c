import type { Generated, Insertable, Selectable } from 'kysely';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { deleteOwnedExcept, findIn, findLiveForWrite } from '../../resource';
import type { Dialect } from '../../db/schema';

export interface ModelsTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  nameKey: string;
  description: string | null;
  status: Generated<string>;
  lineId: number;
}

export interface ModelColorsTable {
  id: Generated<number>;
  modelId: number;
  baseName: Generated<string>;
  baseHexa: Generated<string>;
  frameName: Generated<string>;
  frameHexa: Generated<string>;
}

declare module '../../db/schema' {
  interface Database {
    models: ModelsTable;
    modelColors: ModelColorsTable;
  }
}

export type ModelRow = Selectable<ModelsTable>;
export type ModelColorRow = Selectable<ModelColorsTable>;
export type NewModelColor = Omit<Insertable<ModelColorsTable>, 'id' | 'modelId'>;

/** The columns a list shows (`name_key` is the server's own). */
const MODEL_COLUMNS = [
  'id',
  'name',
  'description',
  'status',
  'lineId',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'deletedBy',
] as const;
export type ModelListRow = Pick<ModelRow, (typeof MODEL_COLUMNS)[number]>;

/**
 * A line's models that are live (`deleted: false`, newest first, so that a model just created
 * shows on page 1) or in the trash (`deleted: true`, most recently deleted first).
 */
export function findModelsOfLine(db: Db, lineId: number, deleted: boolean) {
  const query = db
    .selectFrom('models')
    .select(MODEL_COLUMNS)
    .where('lineId', '=', lineId)
    .where('deletedAt', deleted ? 'is not' : 'is', null);
  return (
    deleted ? query.orderBy('deletedAt', 'desc').orderBy('id', 'desc') : query.orderBy('id', 'desc')
  ).execute();
}

/**
 * The colours of the models of a line (live or trash), by model then id: one query whatever the
 * number of models, without sending their ids back to the database.
 */
export const findColorsOfLine = (db: Db, lineId: number, deleted: boolean) =>
  db
    .selectFrom('modelColors')
    .innerJoin('models', 'models.id', 'modelColors.modelId')
    .selectAll('modelColors')
    .where('models.lineId', '=', lineId)
    .where('models.deletedAt', deleted ? 'is not' : 'is', null)
    .orderBy('modelColors.modelId')
    .orderBy('modelColors.id')
    .execute();

export const findColorsOfModel = (db: Db, modelId: number) =>
  db.selectFrom('modelColors').selectAll().where('modelId', '=', modelId).orderBy('id').execute();

/** The live model of this line holding this name key, other than `exceptId`. */
export const findLiveModelByNameKey = (
  db: Db,
  lineId: number,
  nameKey: string,
  exceptId?: number,
) => {
  let query = db
    .selectFrom('models')
    .select(['id', 'name'])
    .where('lineId', '=', lineId)
    .where('nameKey', '=', nameKey)
    .where('deletedAt', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
};

export const insertModel = (db: Db, model: Insertable<ModelsTable>) =>
  db.insertInto('models').values(model).returningAll().executeTakeFirstOrThrow();

export async function insertColors(db: Db, modelId: number, colors: NewModelColor[]) {
  if (colors.length === 0) return;
  await db
    .insertInto('modelColors')
    .values(colors.map((color) => ({ ...color, modelId })))
    .execute();
}

export const updateColor = (db: Db, modelId: number, id: number, color: NewModelColor) =>
  db
    .updateTable('modelColors')
    .set(color)
    .where('id', '=', id)
    .where('modelId', '=', modelId)
    .execute();

/** Removes the colours of a model other than `keepIds`. */
export const deleteColorsExcept = (db: Db, modelId: number, keepIds: number[]) =>
  deleteOwnedExcept(db, 'modelColors', ['modelId', modelId], keepIds);

/** Soft-deletes the live models of a line with the line's own stamp (the line is going). */
export const softDeleteModelsOfLine = (
  db: Db,
  lineId: number,
  stamp: { deletedAt: string; deletedBy: string },
) =>
  db
    .updateTable('models')
    .set(stamp)
    .where('lineId', '=', lineId)
    .where('deletedAt', 'is', null)
    .execute();

/** Brings back the models deleted with their line: exactly those carrying the line's stamp. */
export const restoreModelsOfLine = (
  db: Db,
  lineId: number,
  stamp: { deletedAt: string; restoredAt: string; restoredBy: string },
) =>
  db
    .updateTable('models')
    .set({
      deletedAt: null,
      deletedBy: null,
      updatedAt: stamp.restoredAt,
      updatedBy: stamp.restoredBy,
    })
    .where('lineId', '=', lineId)
    .where('deletedAt', '=', stamp.deletedAt)
    .execute();

// The line a model is written into or shown with: the lines module's reads.
export { findLineSummary, findLiveLineForWrite } from '../lines/line.repository';

// --- what a product shows of its model (products import these) ---------------------------

/** The models (with their line) of these ids, deleted or not. */
export const findModelsWithLine = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('models')
        .innerJoin('lines', 'lines.id', 'models.lineId')
        .select([
          'models.id as id',
          'models.name as name',
          'models.lineId as lineId',
          'lines.name as lineName',
        ])
        .where('models.id', 'in', [...new Set(ids)])
        .execute();

export const findColorsByIds = (db: Db, ids: number[]) => findIn(db, 'modelColors', ['id', ids]);

/** A live model and its colours, to link or generate products from. */
export async function findLiveModelWithColors(db: Db, id: number, dialect: Dialect) {
  const [model] = await findLiveForWrite(
    db,
    dialect,
    'models',
    [id],
    ['id', 'name', 'description', 'lineId'],
  );
  if (!model) return undefined;
  const colors = await db
    .selectFrom('modelColors')
    .selectAll()
    .where('modelId', '=', id)
    .orderBy('id')
    .execute();
  return { ...model, colors };
}
