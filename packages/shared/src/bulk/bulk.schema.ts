import { z } from '../zod';
import { StatusSchema, idField } from '../forms/fields';
import { ClientExportQuerySchema } from '../clients/client.schema';
import { MaterialExportQuerySchema } from '../materials/material.schema';
import {
  OrderExportQuerySchema,
  OrderStatusInputSchema,
  OrderStatusSchema,
} from '../orders/order.schema';
import { ProductExportQuerySchema } from '../products/product.schema';
import { BULK_MAX, BULK_MESSAGES as M } from './bulk-messages';

/**
 * POST /api/{resource}/bulk (issue 38): one action on a selection of a list, all or nothing.
 * The selection is `ids` (the rows ticked) or `filter` (the list's own query, for 'all N that
 * match'), never both.
 */
const IdsSchema = z
  .array(idField(M.idsInvalid), { error: M.idsInvalid })
  .min(1, M.idsInvalid)
  .max(BULK_MAX, M.tooMany(BULK_MAX + 1))
  .refine((ids) => new Set(ids).size === ids.length, M.idsRepeated);

type Selection = { ids?: number[]; filter?: unknown; action: string; status?: unknown };

/** Exactly one of `ids` and `filter`; a status change names its status. */
const selectionCheck = (input: Selection, ctx: z.RefinementCtx) => {
  if ((input.ids === undefined) === (input.filter === undefined)) {
    ctx.addIssue({ code: 'custom', message: M.idsOrFilter, path: ['ids'] });
  }
  if (input.action === 'status' && input.status === undefined) {
    ctx.addIssue({ code: 'custom', message: M.statusRequired, path: ['status'] });
  }
};

const actionSchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.enum(actions, { error: M.actionInvalid });

export const ORDER_BULK_ACTIONS = ['status', 'trash', 'restore', 'bill'] as const;
export const OrderBulkInputSchema = z
  .object({
    action: actionSchema(ORDER_BULK_ACTIONS),
    ids: IdsSchema.optional(),
    filter: OrderExportQuerySchema.optional(),
    status: OrderStatusSchema.optional(),
    note: OrderStatusInputSchema.shape.note,
  })
  .superRefine((input, ctx) => {
    selectionCheck(input, ctx);
    // The single status change's own rules (a cancellation says why).
    if (input.action !== 'status' || input.status === undefined) return;
    const single = OrderStatusInputSchema.safeParse({ status: input.status, note: input.note });
    for (const issue of single.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type OrderBulkInput = z.input<typeof OrderBulkInputSchema>;
export type OrderBulkData = z.output<typeof OrderBulkInputSchema>;

/** Products and materials: active or inactive, to the trash and back. */
export const CATALOGUE_BULK_ACTIONS = ['status', 'trash', 'restore'] as const;
const catalogueBulk = <F extends z.ZodType>(filter: F) =>
  z
    .object({
      action: actionSchema(CATALOGUE_BULK_ACTIONS),
      ids: IdsSchema.optional(),
      filter: filter.optional(),
      status: StatusSchema.optional(),
    })
    .superRefine(selectionCheck);

export const ProductBulkInputSchema = catalogueBulk(ProductExportQuerySchema);
export type ProductBulkInput = z.input<typeof ProductBulkInputSchema>;
export type ProductBulkData = z.output<typeof ProductBulkInputSchema>;
export const MaterialBulkInputSchema = catalogueBulk(MaterialExportQuerySchema);
export type MaterialBulkInput = z.input<typeof MaterialBulkInputSchema>;
export type MaterialBulkData = z.output<typeof MaterialBulkInputSchema>;

/** Clients: to the trash and back. */
export const CLIENT_BULK_ACTIONS = ['trash', 'restore'] as const;
export const ClientBulkInputSchema = z
  .object({
    action: actionSchema(CLIENT_BULK_ACTIONS),
    ids: IdsSchema.optional(),
    filter: ClientExportQuerySchema.optional(),
  })
  .superRefine(selectionCheck);
export type ClientBulkInput = z.input<typeof ClientBulkInputSchema>;
export type ClientBulkData = z.output<typeof ClientBulkInputSchema>;

/** A record the action was refused for, with why (the single call's code and message). */
export const BulkRefusalSchema = z.object({
  id: z.number().int(),
  /** The record's name as the list shows it (an order's number, a product's code). */
  label: z.string(),
  code: z.string(),
  message: z.string(),
});
export type BulkRefusal = z.infer<typeof BulkRefusalSchema>;

/** What a bulk action did: every record when it succeeded; when refused, `done` is empty. */
export const BulkResultSchema = z.object({
  done: z.array(z.number().int()),
  refused: z.array(BulkRefusalSchema),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
