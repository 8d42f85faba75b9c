import {
  DEFAULT_MEDIA_ENTITY_TYPE,
  serialiseModelDescription,
  type ModelFormOutput,
} from '@taller/shared';
import { auditFieldsForCreate, auditFieldsForUpdate } from '../../../lib/audit-fields';

/** SPEC.md §3: a register always says it was created by 'admin'. */
export const REGISTER_CREATED_BY = 'admin';

const toMedia = (media: ModelFormOutput['media']) =>
  [...media]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((item) => ({
      ...(item.id !== undefined && { id: item.id }),
      url: item.url,
      fileType: item.fileType,
      entityType: DEFAULT_MEDIA_ENTITY_TYPE,
      displayOrder: item.displayOrder,
    }));

const colorFields = (color: ModelFormOutput['colors'][number]) => ({
  baseName: color.baseName,
  baseHexa: color.baseHexa,
  frameName: color.frameName,
  frameHexa: color.frameHexa,
});

/**
 * SPEC.md §7 POST /model/create: name, description as JSON text, status, lineId, createdBy,
 * media, colours (their temporary ids dropped), and the audit fields.
 */
export const toCreateModelPayload = (values: ModelFormOutput) => ({
  name: values.name,
  description: serialiseModelDescription(values.description),
  status: values.status,
  lineId: values.lineId,
  media: toMedia(values.media),
  colors: values.colors.map(colorFields),
  ...auditFieldsForCreate(),
  createdBy: REGISTER_CREATED_BY,
});

/** SPEC.md §7 PUT /model/update: stored colours keep their id; every colour names the model. */
export const toUpdateModelPayload = (id: number, values: ModelFormOutput) => ({
  id,
  name: values.name,
  description: serialiseModelDescription(values.description),
  status: values.status,
  lineId: values.lineId,
  media: toMedia(values.media),
  colors: values.colors.map((color) => ({
    ...(color.id !== undefined && { id: color.id }),
    ...colorFields(color),
    modelId: id,
  })),
  ...auditFieldsForUpdate(),
});
