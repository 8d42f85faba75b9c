import { IdSchema, requiredFreeText, requiredText, updateInput } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { recordSchema } from '../http/audit-fields';
import { enumFilter, pageSchema, searchParam, trashListQueries } from '../http/list-query';
import { z } from '../zod';
import { FAQ_MESSAGES } from './faq-messages';

const M = FAQ_MESSAGES;

/** Stored as codes, shown with their Spanish labels. */
export const [FAQ_STATUS_LABELS, FAQ_STATUSES] = codeSet({
  PUBLISHED: 'Publicada',
  DRAFT: 'Borrador',
});
export type FaqStatus = (typeof FAQ_STATUSES)[number];

const required = {
  question: requiredFreeText('La pregunta', M.questionRequired, 300),
  answer: requiredFreeText('La respuesta', M.answerRequired, 5000),
  category: requiredText('La categoría', M.categoryRequired, 100),
};

/** POST /api/faq/create: a new question starts as a draft unless published at once. */
export const CreateFaqInputSchema = z.object({
  ...required,
  published: z.boolean({ error: M.statusInvalid }).optional(),
});
export type CreateFaqInput = z.input<typeof CreateFaqInputSchema>;
export type CreateFaqData = z.output<typeof CreateFaqInputSchema>;

/** PUT /api/faq/update: only the fields sent change (publishing has its own calls). */
export const UpdateFaqInputSchema = updateInput(required, {}).omit({ status: true });
export type UpdateFaqInput = z.input<typeof UpdateFaqInputSchema>;
export type UpdateFaqData = z.output<typeof UpdateFaqInputSchema>;

/** POST /api/faq/reorder: the ids in their new order; they take the places they held. */
export const ReorderFaqInputSchema = z.object({
  ids: z
    .array(IdSchema, { error: M.idsRequired })
    .min(1, M.idsRequired)
    .max(500, M.idsRequired)
    .refine((ids) => new Set(ids).size === ids.length, M.idsRepeated),
});
export type ReorderFaqInput = z.input<typeof ReorderFaqInputSchema>;
export type ReorderFaqData = z.output<typeof ReorderFaqInputSchema>;

export const FaqSchema = recordSchema({
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  position: z.number().int(),
  status: z.enum(FAQ_STATUSES),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FAQ_SORT_FIELDS = ['position', 'question', 'category', 'createdAt'] as const;

export const [FaqListQuerySchema, FaqExportQuerySchema] = trashListQueries(
  {
    category: z.string().trim().max(100).optional(),
    status: enumFilter(FAQ_STATUSES, M.statusInvalid),
  },
  FAQ_SORT_FIELDS,
  'position',
);
export type FaqListQuery = z.output<typeof FaqListQuerySchema>;
export type FaqExportQuery = z.output<typeof FaqExportQuerySchema>;
export const FaqPageSchema = pageSchema(FaqSchema);

/** GET /api/client-area/faq: published questions, by category, searchable. */
export const ClientFaqQuerySchema = z.object({ q: searchParam });
export const ClientFaqSchema = z.object({
  categories: z.array(
    z.object({
      category: z.string(),
      items: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
    }),
  ),
});
export type ClientFaq = z.infer<typeof ClientFaqSchema>;
