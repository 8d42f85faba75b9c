import { z } from '../zod';
import { auditFieldsWithDeleter } from '../http/audit-fields';
import { isDescriptionInput, parseLineDescription } from './line-description';
import { LINE_MESSAGES as M } from './line-messages';
import { LINE_NAME_MAX, LINE_NAME_PATTERN } from './line-name';

export const LINE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
export const DEFAULT_LINE_COLOR = '#000000';
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const DESCRIPTION_ITEM_MAX = 500;
export const DESCRIPTION_ITEMS_MAX = 100;
/** Ids are 32-bit integers in both databases. */
const ID_MAX = 2_147_483_647;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

export const LineNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(LINE_NAME_MAX, M.nameTooLong)
  .regex(LINE_NAME_PATTERN, M.namePattern);

export const LineStatusSchema = z.enum(LINE_STATUSES, {
  error: (issue) => (isMissing(issue.input) ? M.statusRequired : M.statusInvalid),
});

export const LineColorSchema = z
  .string({ error: M.colorInvalid })
  .regex(HEX_COLOR_PATTERN, M.colorInvalid);

/** A path or body id: a positive whole number (strings of digits are accepted). */
export const LineIdSchema = z.coerce
  .number({ error: M.idInvalid })
  .int(M.idInvalid)
  .positive(M.idInvalid)
  .max(ID_MAX, M.idInvalid);

const DescriptionItemsSchema = z
  .array(z.string().max(DESCRIPTION_ITEM_MAX, M.descriptionItemTooLong))
  .max(DESCRIPTION_ITEMS_MAX, M.descriptionTooManyItems);

/**
 * What a client sends as description: JSON text of an array of strings (SPEC.md §7), or, from
 * older clients, plain text (one item) or a raw array. Out comes the list of trimmed, non-blank
 * items; the server stores it as JSON text.
 */
export const LineDescriptionInputSchema = z
  .union([z.string(), z.array(z.string())], { error: M.descriptionInvalid })
  .nullable()
  .refine(isDescriptionInput, M.descriptionInvalid)
  .transform((value) => parseLineDescription(value))
  .pipe(DescriptionItemsSchema);

/** A line as the API returns it; `description` is always JSON text of an array of strings. */
export const LineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  // Any stored value is passed on; the interface shows unknown ones in grey.
  status: z.string(),
  ...auditFieldsWithDeleter,
});
export type Line = z.infer<typeof LineSchema>;

/**
 * POST /api/line/create. A new line is always ACTIVE whatever `status` says. Fields the server
 * owns (audit fields, id) are accepted and dropped: zod objects strip unknown keys.
 */
export const CreateLineInputSchema = z.object({
  name: LineNameSchema,
  color: LineColorSchema.nullish().transform((value) => value ?? DEFAULT_LINE_COLOR),
  description: LineDescriptionInputSchema.optional().transform((items) => items ?? []),
  status: LineStatusSchema.optional(),
});
export type CreateLineInput = z.input<typeof CreateLineInputSchema>;
export type CreateLineData = z.output<typeof CreateLineInputSchema>;

/** PUT /api/line/update. Omitted colour or description are left as they are. */
export const UpdateLineInputSchema = z.object({
  id: LineIdSchema,
  name: LineNameSchema,
  color: LineColorSchema.optional(),
  description: LineDescriptionInputSchema.optional(),
  status: LineStatusSchema,
});
export type UpdateLineInput = z.input<typeof UpdateLineInputSchema>;
export type UpdateLineData = z.output<typeof UpdateLineInputSchema>;

/** What the create and edit forms hold: description as the list being edited. */
export const LineFormSchema = z.object({
  name: LineNameSchema,
  color: LineColorSchema,
  description: z.array(z.string()),
  status: LineStatusSchema,
});
export type LineFormValues = z.input<typeof LineFormSchema>;
