import { codeSet } from '../forms/code-labels';
import { idField, idParam, isCalendarDate, optionalFreeText } from '../forms/fields';
import { auditFields } from '../http/audit-fields';
import { enumFilter, listQueries, pageSchema, searchParam, sortParam } from '../http/list-query';
import { quantityField } from '../materials/material-quantity';
import { MaterialRefSchema } from '../materials/material.schema';
import { centsField } from '../money/money';
import { SupplierRefSchema } from '../suppliers/supplier.schema';
import { z } from '../zod';
import { PURCHASE_ORDER_MESSAGES as M } from './purchase-order-messages';

/** Borrador → Enviada → Recibida parcialmente → Recibida, or Cancelada (decision 027). */
export const [PURCHASE_ORDER_STATUS_LABELS, PURCHASE_ORDER_STATUSES, purchaseOrderStatusLabel] =
  codeSet({
    DRAFT: 'Borrador',
    SENT: 'Enviada',
    PARTIAL: 'Recibida parcialmente',
    RECEIVED: 'Recibida',
    CANCELLED: 'Cancelada',
  });
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_LINES_MAX = 100;

const LineInputSchema = z.object({
  materialId: idField(M.materialRequired),
  quantity: quantityField(),
  /** The agreed cost of one unit, in cents. */
  unitCostCents: centsField(M.unitCostInvalid),
});

const lines = z
  .array(LineInputSchema, { error: M.linesRequired })
  .min(1, M.linesRequired)
  .max(PURCHASE_ORDER_LINES_MAX, M.tooManyLines);

export const CreatePurchaseOrderInputSchema = z.object({
  supplierId: idField(M.supplierRequired),
  notes: optionalFreeText('Las notas', 500),
  lines,
});
export type CreatePurchaseOrderInput = z.input<typeof CreatePurchaseOrderInputSchema>;
export type CreatePurchaseOrderData = z.output<typeof CreatePurchaseOrderInputSchema>;

/** Only in Borrador; the lines, when sent, replace the order's. */
export const UpdatePurchaseOrderInputSchema = z.object({
  id: idField(M.idInvalid),
  supplierId: idField(M.supplierRequired).optional(),
  notes: optionalFreeText('Las notas', 500),
  lines: lines.optional(),
});
export type UpdatePurchaseOrderInput = z.input<typeof UpdatePurchaseOrderInputSchema>;
export type UpdatePurchaseOrderData = z.output<typeof UpdatePurchaseOrderInputSchema>;

export const PurchaseOrderLineSchema = z.object({
  id: z.number().int(),
  material: MaterialRefSchema,
  quantity: z.number(),
  unitCostCents: z.number().int(),
  received: z.number(),
  /** quantity − received, never below 0; 0 once the order is cancelled or received. */
  due: z.number(),
  /** quantity × unit cost, rounded to the cent. */
  totalCents: z.number().int(),
});

export const PurchaseOrderSchema = z.object({
  id: z.number().int(),
  /** 'OC-00012'. */
  number: z.string(),
  supplier: SupplierRefSchema,
  status: z.string(),
  notes: z.string().nullable(),
  lines: z.array(PurchaseOrderLineSchema),
  totalCents: z.number().int(),
  sentAt: z.string().nullable(),
  ...auditFields,
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PURCHASE_ORDER_SORT_FIELDS = ['number', 'status', 'createdAt'] as const;

export const [PurchaseOrderListQuerySchema, PurchaseOrderExportQuerySchema] = listQueries({
  /** The number ('OC-00012', '12') or the supplier's name. */
  q: searchParam,
  status: enumFilter(PURCHASE_ORDER_STATUSES, M.statusInvalid),
  supplierId: idParam(M.supplierRequired).optional(),
  sort: sortParam(PURCHASE_ORDER_SORT_FIELDS, '-createdAt'),
});
export type PurchaseOrderListQuery = z.output<typeof PurchaseOrderListQuerySchema>;
export type PurchaseOrderExportQuery = z.output<typeof PurchaseOrderExportQuerySchema>;
export const PurchaseOrderPageSchema = pageSchema(PurchaseOrderSchema);

/** POST /api/purchase-order/from-shortfall: the orders in production, or these. */
export const FromShortfallInputSchema = z.object({
  orderIds: z
    .array(idField('El identificador del pedido no es válido'))
    .min(1, 'Indique al menos un pedido')
    .max(500, 'Hasta 500 pedidos a la vez')
    .optional(),
});
export type FromShortfallInput = z.input<typeof FromShortfallInputSchema>;
export type FromShortfallData = z.output<typeof FromShortfallInputSchema>;

export const FromShortfallResultSchema = z.object({
  created: z.array(PurchaseOrderSchema),
  /** Materials short with no supplier: not ordered, shown to be bought by hand. */
  withoutSupplier: z.array(z.object({ material: MaterialRefSchema, quantity: z.number() })),
});
export type FromShortfallResult = z.infer<typeof FromShortfallResultSchema>;

/** POST /api/purchase-order/{id}/receive. */
export const ReceivePurchaseOrderInputSchema = z.object({
  lines: z
    .array(z.object({ lineId: idField(M.lineIdInvalid), quantity: quantityField() }), {
      error: M.receiptLinesRequired,
    })
    .min(1, M.receiptLinesRequired)
    .max(PURCHASE_ORDER_LINES_MAX, M.tooManyLines),
  document: optionalFreeText('El documento', 100),
  date: z
    .string({ error: M.receiptDateInvalid })
    .trim()
    .refine(isCalendarDate, M.receiptDateInvalid)
    .refine((value) => value >= '2000-01-01', M.receiptDateInvalid)
    .refine(
      (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      M.receiptDateInvalid,
    ),
  /** Accept more than is still due on a line (a supplier's extra roll): said explicitly. */
  allowOver: z.boolean({ error: "El campo 'allowOver' debe ser verdadero o falso" }).optional(),
});
export type ReceivePurchaseOrderInput = z.input<typeof ReceivePurchaseOrderInputSchema>;
export type ReceivePurchaseOrderData = z.output<typeof ReceivePurchaseOrderInputSchema>;
