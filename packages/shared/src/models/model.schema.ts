import { z } from '../zod';
import { NamedRefSchema, auditFieldsWithDeleter } from '../http/audit-fields';
import {
  isDescriptionInput,
  parseLineDescription,
  serialiseLineDescription,
} from '../lines/line-description';
import { lineNameKey } from '../lines/line-name';
import { HEX_COLOR_PATTERN } from '../lines/line.schema';
import { MediaItemSchema } from '../media/media.schema';
import { MODEL_MESSAGES as M } from './model-messages';

/**
 * A model's description is its list of features, read and written exactly like a line's
 * (SPEC.md §3): JSON text of an array, or older plain text (one item), or a raw array; items
 * trimmed, blank ones dropped. One rule, two names, so that neither side redefines it.
 */
export const parseModelDescription = parseLineDescription;
export const serialiseModelDescription = serialiseLineDescription;

/**
 * The key two model names of one line collide on: the same folding as line names (case and
 * accents ignored, spaces collapsed, ñ kept apart from n; docs/decisions/002-lines.md).
 */
export const modelNameKey = (name: string) => lineNameKey(name);

export const MODEL_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];
/** SPEC.md §9 defaults. */
export const DEFAULT_MODEL_STATUS: ModelStatus = 'ACTIVE';
export const DEFAULT_BASE_HEXA = '#FFFFFF';
export const DEFAULT_FRAME_HEXA = '#000000';
export const MODEL_NAME_MAX = 100;
export const MODEL_COLOR_LABEL_MAX = 100;
export const MODEL_COLORS_MAX = 50;
export const MODEL_MEDIA_MAX = 100;
export const MODEL_FEATURE_MAX = 500;
export const MODEL_FEATURES_MAX = 100;
/** Ids are 32-bit integers in both databases. */
const ID_MAX = 2_147_483_647;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= ID_MAX;

export const ModelNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(MODEL_NAME_MAX, M.nameTooLong);

export const ModelStatusSchema = z.enum(MODEL_STATUSES, {
  error: (issue) => (isBlank(issue.input) ? M.statusRequired : M.statusInvalid),
});

/** A path or body id of a model: a positive whole number (strings of digits are accepted). */
export const ModelIdSchema = z.coerce
  .number({ error: M.idInvalid })
  .int(M.idInvalid)
  .positive(M.idInvalid)
  .max(ID_MAX, M.idInvalid);

/**
 * lineId of a model (SPEC.md §5): missing, empty or 0 (a picker with nothing chosen) is
 * 'La línea es requerida'; anything else that is not a positive whole number is invalid.
 */
export const ModelLineIdSchema = z.unknown().transform((value, ctx) => {
  if (isBlank(value) || value === 0 || value === '0') {
    ctx.addIssue({ code: 'custom', message: M.lineRequired });
    return z.NEVER;
  }
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (!isId(id)) {
    ctx.addIssue({ code: 'custom', message: M.lineInvalid });
    return z.NEVER;
  }
  return id;
});

/**
 * The features as a client sends them: JSON text of an array of strings (SPEC.md §7), or plain
 * text (one item) or a raw array. Out comes the list of trimmed, non-blank items.
 */
export const ModelDescriptionInputSchema = z
  .union([z.string(), z.array(z.string())], { error: M.descriptionInvalid })
  .nullable()
  .refine(isDescriptionInput, M.descriptionInvalid)
  .transform((value) => parseModelDescription(value))
  .pipe(
    z
      .array(z.string().max(MODEL_FEATURE_MAX, M.featureTooLong))
      .max(MODEL_FEATURES_MAX, M.tooManyFeatures),
  );

const hexOr = (fallback: string) =>
  z
    .string({ error: M.colorInvalid })
    .regex(HEX_COLOR_PATTERN, M.colorInvalid)
    .nullish()
    .transform((value) => (value ?? fallback).toUpperCase());

const colorLabel = z
  .string({ error: M.colorLabelTooLong })
  .trim()
  .max(MODEL_COLOR_LABEL_MAX, M.colorLabelTooLong)
  .nullish()
  .transform((value) => value ?? '');

/**
 * One colour combination as sent (SPEC.md §3, §7). Only a stored id (a positive 32-bit whole
 * number) is kept: the temporary id a client gives a colour it has just added (a string, a
 * timestamp, a negative number) is dropped, so that colour is new. `modelId` is the server's.
 */
export const ModelColorInputSchema = z.object({
  id: z
    .union([z.number(), z.string()], { error: M.colorIdInvalid })
    .nullish()
    .transform((value) => (isId(value) ? value : undefined)),
  baseName: colorLabel,
  baseHexa: hexOr(DEFAULT_BASE_HEXA),
  frameName: colorLabel,
  frameHexa: hexOr(DEFAULT_FRAME_HEXA),
});
export type ModelColorInput = z.output<typeof ModelColorInputSchema>;

const ColorsInputSchema = z
  .array(ModelColorInputSchema, { error: M.colorIdInvalid })
  .max(MODEL_COLORS_MAX, M.tooManyColors);

/** A media item of the model by id (or, from older clients, by url), in displayOrder order. */
export type MediaRef = { id?: number; url?: string };

const MediaRefSchema = z
  .object({
    id: z.number({ error: M.mediaInvalid }).refine(isId, M.mediaInvalid).optional(),
    url: z.string({ error: M.mediaInvalid }).trim().min(1, M.mediaInvalid).max(2048).optional(),
    displayOrder: z.number({ error: M.mediaInvalid }).int(M.mediaInvalid).optional(),
  })
  .refine((item) => item.id !== undefined || item.url !== undefined, M.mediaInvalid);

/** The list the media manager holds; it sets which items belong to the model and their order. */
export const ModelMediaInputSchema = z
  .array(MediaRefSchema, { error: M.mediaInvalid })
  .max(MODEL_MEDIA_MAX, M.tooManyMedia)
  .transform((items): MediaRef[] =>
    items
      .map((item, index) => ({ item, order: item.displayOrder ?? index + 1, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map(({ item }) => (item.id !== undefined ? { id: item.id } : { url: item.url! })),
  );

/**
 * POST /api/model/create (SPEC.md §7). The audit fields the client adds (createdAt, updatedAt,
 * createdBy 'admin', updatedBy) are accepted and dropped: zod objects strip unknown keys.
 */
export const CreateModelInputSchema = z.object({
  name: ModelNameSchema,
  description: ModelDescriptionInputSchema.optional().transform((items) => items ?? []),
  status: ModelStatusSchema.nullish().transform((status) => status ?? DEFAULT_MODEL_STATUS),
  lineId: ModelLineIdSchema,
  colors: ColorsInputSchema.nullish().transform((colors) => colors ?? []),
  media: ModelMediaInputSchema.nullish().transform((media) => media ?? []),
});
export type CreateModelInput = z.input<typeof CreateModelInputSchema>;
export type CreateModelData = z.output<typeof CreateModelInputSchema>;

/**
 * PUT /api/model/update. Omitted description, status, colours or media are left as they are;
 * a colours list replaces the model's (ids updated, new ones inserted, missing ones removed) and
 * a media list sets its items and their order.
 */
export const UpdateModelInputSchema = z.object({
  id: ModelIdSchema,
  name: ModelNameSchema,
  lineId: ModelLineIdSchema,
  description: ModelDescriptionInputSchema.optional(),
  status: ModelStatusSchema.optional(),
  colors: ColorsInputSchema.nullish().transform((colors) => colors ?? undefined),
  media: ModelMediaInputSchema.nullish().transform((media) => media ?? undefined),
});
export type UpdateModelInput = z.input<typeof UpdateModelInputSchema>;
export type UpdateModelData = z.output<typeof UpdateModelInputSchema>;

export const ModelColorSchema = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  baseName: z.string(),
  baseHexa: z.string(),
  frameName: z.string(),
  frameHexa: z.string(),
});
export type ModelColor = z.infer<typeof ModelColorSchema>;

/** A model as the API returns it; `description` is always JSON text of an array of strings. */
export const ModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  // Any stored value is passed on; the interface shows unknown ones in grey.
  status: z.string(),
  lineId: z.number().int(),
  line: NamedRefSchema,
  ...auditFieldsWithDeleter,
  colors: z.array(ModelColorSchema),
  media: z.array(MediaItemSchema),
});
export type Model = z.infer<typeof ModelSchema>;

/** One colour row of the register and edit forms (no id until stored). */
export const ModelColorFormSchema = z.object({
  id: z.number().int().optional(),
  baseName: z.string().trim().max(MODEL_COLOR_LABEL_MAX, M.colorLabelTooLong),
  baseHexa: z.string().regex(HEX_COLOR_PATTERN, M.colorInvalid),
  frameName: z.string().trim().max(MODEL_COLOR_LABEL_MAX, M.colorLabelTooLong),
  frameHexa: z.string().regex(HEX_COLOR_PATTERN, M.colorInvalid),
});
export type ModelColorFormValues = z.input<typeof ModelColorFormSchema>;

/** What the register and edit forms hold: features as the list being edited. */
export const ModelFormSchema = z.object({
  name: ModelNameSchema,
  lineId: z
    .number({ error: M.lineRequired })
    .int(M.lineRequired)
    .positive(M.lineRequired)
    .max(ID_MAX, M.lineInvalid),
  description: z.array(z.string()),
  status: ModelStatusSchema,
  colors: z.array(ModelColorFormSchema).max(MODEL_COLORS_MAX, M.tooManyColors),
  media: z.array(MediaItemSchema).max(MODEL_MEDIA_MAX, M.tooManyMedia),
});
export type ModelFormValues = z.input<typeof ModelFormSchema>;
export type ModelFormOutput = z.output<typeof ModelFormSchema>;
