import { idField, idParam, optionalFreeText, requiredName } from '../forms/fields';
import { NamedRefSchema, recordSchema } from '../http/audit-fields';
import { listQueries, pageSchema, searchParam, sortParam } from '../http/list-query';
import { ORDER_SIZE_NAME_MAX } from '../orders/order.schema';
import { z } from '../zod';
import { PRODUCTION_MESSAGES as M } from './production-messages';

export const STAGES_MAX = 20;
export const STAGE_NAME_MAX = 40;
export const STAGE_COUNT_MAX = 10_000;
/** The stages a new workshop starts with (migration 021). */
export const DEFAULT_STAGES = ['Corte', 'Confección', 'Acabado', 'Empaque'] as const;

/** A declared stage: its name and place; `hasProgress` when orders have counts at it. */
export const ProductionStageSchema = recordSchema({
  name: z.string(),
  position: z.number().int(),
  hasProgress: z.boolean(),
});
export type ProductionStage = z.infer<typeof ProductionStageSchema>;
export const ProductionStageListSchema = z.array(ProductionStageSchema);

/**
 * The whole ordered list as the workshop declares it: a stage that keeps its id is renamed or
 * moved, one without an id is new, a stored stage left out is removed (refused while it has counts).
 */
export const ProductionStagesInputSchema = z.object({
  stages: z
    .array(
      z.object({
        id: idField(M.stageIdInvalid).optional(),
        name: requiredName('El nombre de la etapa', M.stageNameRequired, STAGE_NAME_MAX),
      }),
      { error: M.stagesRequired },
    )
    .min(1, M.stagesRequired)
    .max(STAGES_MAX, M.tooManyStages)
    .superRefine((stages, ctx) => {
      const names = new Set<string>();
      const ids = new Set<number>();
      for (const [at, stage] of stages.entries()) {
        const key = stage.name.toLocaleLowerCase('es');
        if (names.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: M.stageNameRepeated(stage.name),
            path: [at, 'name'],
          });
        }
        names.add(key);
        if (stage.id !== undefined && ids.has(stage.id)) {
          ctx.addIssue({ code: 'custom', message: M.stageIdRepeated(stage.id), path: [at, 'id'] });
        }
        if (stage.id !== undefined) ids.add(stage.id);
      }
    }),
});
export type ProductionStagesInput = z.input<typeof ProductionStagesInputSchema>;
export type ProductionStagesData = z.output<typeof ProductionStagesInputSchema>;

/** A size as the order names it; empty or null for a product without sizes. */
const sizeField = z
  .string({ error: M.sizeTooLong })
  .trim()
  .max(ORDER_SIZE_NAME_MAX, M.sizeTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** `POST /api/order/{id}/stage-progress`: pieces of one product and size through one stage. */
export const StageProgressInputSchema = z
  .object({
    stageId: idField(M.stageIdInvalid),
    productId: idField(M.productInvalid),
    size: sizeField,
    count: z
      .number({ error: M.countInvalid })
      .int(M.countInvalid)
      .min(-STAGE_COUNT_MAX, M.countInvalid)
      .max(STAGE_COUNT_MAX, M.countInvalid)
      .refine((n) => n !== 0, M.countInvalid),
    note: optionalFreeText('La nota', 500),
    responsibleUserId: idField(M.responsibleInvalid).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.count < 0 && !input.note) {
      ctx.addIssue({ code: 'custom', message: M.noteRequired, path: ['note'] });
    }
  });
export type StageProgressInput = z.input<typeof StageProgressInputSchema>;
export type StageProgressData = z.output<typeof StageProgressInputSchema>;

/** One stage of an order's progress: the pieces through it of all the order's pieces. */
export const StageDoneSchema = z.object({
  stageId: z.number().int(),
  name: z.string(),
  done: z.number().int(),
  total: z.number().int(),
});
export type StageDone = z.infer<typeof StageDoneSchema>;

/** One product and size of the order: its pieces, and what each stage has done (stage order). */
export const ProgressRowSchema = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  size: z.string().nullable(),
  total: z.number().int(),
  done: z.array(z.number().int()),
});
export type ProgressRow = z.infer<typeof ProgressRowSchema>;

/**
 * `GET /api/order/{id}/progress`: per stage, product and size, done of total. `remaining` is the
 * pieces not through the last stage yet. No staff names: the client area answers the same.
 */
export const OrderProgressSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  status: z.string(),
  totalPieces: z.number().int(),
  remaining: z.number().int(),
  stages: z.array(StageDoneSchema),
  rows: z.array(ProgressRowSchema),
});
export type OrderProgress = z.infer<typeof OrderProgressSchema>;

/** An order in production as the stage view lists it. */
export const ProductionOrderSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  client: z.string(),
  institution: z.string().nullable(),
  promisedDate: z.string(),
  totalPieces: z.number().int(),
  stages: z.array(StageDoneSchema),
  /** Pieces left at the stage filtered by (`stageId`), or at the last stage. */
  left: z.number().int(),
});
export type ProductionOrder = z.infer<typeof ProductionOrderSchema>;
export const ProductionOrderPageSchema = pageSchema(ProductionOrderSchema);

/** Up to 100 order ids, comma-separated (the board asks for the cards it shows). */
const orderIdsParam = z
  .string({ error: M.orderIdsInvalid })
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, M.orderIdsInvalid)
  .transform((value) => value.split(',').map(Number))
  .optional();

export const PRODUCTION_SORT_FIELDS = ['promisedDate', 'number', 'left'] as const;
export type ProductionSortField = (typeof PRODUCTION_SORT_FIELDS)[number];

const productionFilters = {
  q: searchParam,
  stageId: idParam(M.stageIdInvalid).optional(),
  /** Only orders with pieces left at the stage (`stageId`, or the last). */
  pending: z
    .enum(['true', 'false'], { error: M.pendingInvalid })
    .optional()
    .transform((value) => value === 'true'),
  clientId: idParam(M.clientInvalid).optional(),
  institutionId: idParam(M.institutionInvalid).optional(),
  orderIds: orderIdsParam,
  sort: sortParam(PRODUCTION_SORT_FIELDS, 'promisedDate'),
};
export const [ProductionListQuerySchema, ProductionExportQuerySchema] =
  listQueries(productionFilters);
export type ProductionListQuery = z.output<typeof ProductionListQuerySchema>;
export type ProductionListParams = z.input<typeof ProductionListQuerySchema>;
export type ProductionExportQuery = z.output<typeof ProductionExportQuerySchema>;

/** The staff who may be named responsible for a stage entry: active accounts, by name. */
export const ProductionResponsibleListSchema = z.array(NamedRefSchema);
