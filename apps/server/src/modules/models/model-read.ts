import {
  DEFAULT_MEDIA_ENTITY_TYPE,
  parseModelDescription,
  serialiseModelDescription,
  type Model,
  type ModelColor,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { groupBy } from '../../resource';
import * as stamps from '../../lib/audit-stamps';
import { findMediaForEntities, type MediaItemRow } from '../media/media.repository';
import { toMediaItem } from '../media/media.service';
import * as repo from './model.repository';

/** The entity type a model's media rows carry (SPEC.md §3: MODEL). */
export const MODEL_ENTITY = DEFAULT_MEDIA_ENTITY_TYPE;

type LineRef = { id: number; name: string };

/** A colour combination as answered (a model's, or the one a product is made in). */
export const toColor = (row: repo.ModelColorRow): ModelColor => ({
  id: row.id,
  modelId: row.modelId,
  baseName: row.baseName,
  baseHexa: row.baseHexa,
  frameName: row.frameName,
  frameHexa: row.frameHexa,
});

/** What the API answers: the row with its line, colours and media (by displayOrder). */
export const toModel = (
  row: repo.ModelListRow,
  line: LineRef,
  colors: readonly repo.ModelColorRow[],
  media: readonly MediaItemRow[],
): Model => ({
  id: row.id,
  name: row.name,
  description: serialiseModelDescription(parseModelDescription(row.description)),
  status: row.status,
  lineId: row.lineId,
  line: { id: line.id, name: line.name },
  ...stamps.shown(row),
  deletedBy: row.deletedBy,
  colors: colors.map(toColor),
  media: media.map(toMediaItem),
});

/**
 * A line's models (live or trash) with their colours and media in four queries whatever their
 * number: the line, the models, all their colours (joined, not by id list), all their media.
 */
export async function loadModelsOfLine(db: Db, line: LineRef, deleted: boolean): Promise<Model[]> {
  const [rows, colors] = await Promise.all([
    repo.findModelsOfLine(db, line.id, deleted),
    repo.findColorsOfLine(db, line.id, deleted),
  ]);
  const media = await findMediaForEntities(
    db,
    MODEL_ENTITY,
    rows.map((row) => row.id),
  );
  const colorsByModel = groupBy(colors, (color) => color.modelId);
  return rows.map((row) =>
    toModel(row, line, colorsByModel.get(row.id) ?? [], media.get(row.id) ?? []),
  );
}

/** One model with its colours and media (the caller has its row and line). */
export async function loadModel(db: Db, row: repo.ModelListRow, line: LineRef): Promise<Model> {
  const [colors, media] = await Promise.all([
    repo.findColorsOfModel(db, row.id),
    findMediaForEntities(db, MODEL_ENTITY, [row.id]),
  ]);
  return toModel(row, line, colors, media.get(row.id) ?? []);
}
