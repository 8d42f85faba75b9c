import { idListParam } from '../bulk/bulk-selection';
import {
  idField,
  idParam,
  isCalendarDate,
  optionalFreeText,
  requiredName,
  versionField,
} from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { heightCmSchema } from '../forms/height';
import { NamedRefSchema, recordSchema } from '../http/audit-fields';
import { dateRangeCheck, enumFilter, pageSchema, trashListQueries } from '../http/list-query';
import { centsField } from '../money/money';
import { PACKAGE_ITEMS_MAX, PackageSchema } from '../packages/package.schema';
import { ProductSchema, ProductSizeSchema } from '../products/product.schema';
import { z } from '../zod';
import { ORDER_MESSAGES as M } from './order-messages';

/** Stored as codes, shown with their Spanish labels (CONVENTIONS.md). */
export const [ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel] = codeSet({
  PENDING: 'Pendiente',
  IN_PRODUCTION: 'En producción',
  FINISHED: 'Terminado',
  DELIVERED: 'Entregado',
  CANCELLED: 'Cancelado',
});
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order may move to from each status (DOMAIN.md). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['IN_PRODUCTION', 'CANCELLED'],
  IN_PRODUCTION: ['FINISHED', 'CANCELLED'],
  FINISHED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export const canMoveOrder = (from: string, to: string) =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);

/** Open orders keep their products from being deleted and can be overdue. */
export const OPEN_ORDER_STATUSES = ['PENDING', 'IN_PRODUCTION', 'FINISHED'] as const;
/** Orders that may go to the trash. */
export const DELETABLE_ORDER_STATUSES = ['PENDING', 'CANCELLED'] as const;

/** PED-2026-00001: the year and a number sequential within it. */
export const formatOrderNumber = (year: number, sequence: number) =>
  `PED-${year}-${String(sequence).padStart(5, '0')}`;

export const ORDER_ITEMS_MAX = 200;
export const ORDER_PEOPLE_MAX = 1000;
export const ORDER_QUANTITY_MAX = 10_000;
export const ORDER_SIZE_NAME_MAX = 20;

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: M.statusInvalid });

/** A calendar date 'YYYY-MM-DD' (years 2000–2999). */
export const OrderDateSchema = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2999-12-31', {
    message: M.dateInvalid,
  });

/**
 * An id a new order may not carry: its items and people are new rows. Refused (400), never
 * dropped, so that naming another order's rows in a create fails loudly (issue 32).
 */
const refusedId = (message: string) => z.never({ error: message }).optional();

/** A size of a product's table; omitted or empty: the suggested one. */
const chosenSize = z
  .string({ error: M.sizeTooLong })
  .trim()
  .max(ORDER_SIZE_NAME_MAX, M.sizeTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** At most one size a product of the item (a pack holds at most this many products). */
export const PERSON_SIZES_MAX = PACKAGE_ITEMS_MAX;

/**
 * A person's size of each sized product of the item: `{ productId, size }`, the size chosen
 * over the suggested one (omitted or empty: the suggested one). A product appears once.
 */
const PersonSizesInputSchema = z
  .array(z.object({ productId: idField(M.productInvalid), size: chosenSize }), {
    error: M.personSizesInvalid,
  })
  .max(PERSON_SIZES_MAX, M.personSizesInvalid)
  .superRefine((sizes, ctx) => {
    const seen = new Set<number>();
    for (const [at, entry] of sizes.entries()) {
      if (seen.has(entry.productId)) {
        ctx.addIssue({ code: 'custom', message: M.personSizeRepeated, path: [at, 'productId'] });
      }
      seen.add(entry.productId);
    }
  })
  .optional();

const personFields = {
  name: requiredName('El nombre', M.personNameRequired, 100),
  heightCm: heightCmSchema,
  /** A product item's size (the same as its entry in `sizes`). */
  size: chosenSize,
  course: optionalFreeText('El curso', 50),
  notes: optionalFreeText('Las notas', 500),
  sizes: PersonSizesInputSchema,
};

/** A person of an order being updated: a stored person of this item keeps its id. */
export const OrderPersonInputSchema = z.object({
  id: idField(M.personIdInvalid).optional(),
  ...personFields,
});
export type OrderPersonInput = z.input<typeof OrderPersonInputSchema>;

const NewOrderPersonInputSchema = z.object({ id: refusedId(M.personIdOnCreate), ...personFields });

/** An item's fields, checked and settled the same way whether the item may keep an id or not. */
function orderItemSchema<Id extends z.ZodType<number | undefined>, Person extends z.ZodType>(
  id: Id,
  person: Person,
) {
  return z
    .object({
      id,
      productId: idField(M.productInvalid).nullish(),
      packageId: idField(M.packageInvalid).nullish(),
      quantity: z
        .number({ error: M.quantityInvalid })
        .int(M.quantityInvalid)
        .min(1, M.quantityInvalid)
        .max(ORDER_QUANTITY_MAX, M.quantityInvalid)
        .optional(),
      unitPriceCents: centsField(M.priceInvalid).nullish(),
      discountCents: centsField(M.discountInvalid).nullish(),
      people: z
        .array(person, { error: M.tooManyPeople })
        .max(ORDER_PEOPLE_MAX, M.tooManyPeople)
        .optional(),
    })
    .superRefine((item, ctx) => {
      if ((item.productId == null) === (item.packageId == null)) {
        ctx.addIssue({ code: 'custom', message: M.itemTarget, path: ['productId'] });
      }
      const people = item.people ?? [];
      if (people.length > 0) {
        if (item.quantity !== undefined && item.quantity !== people.length) {
          ctx.addIssue({ code: 'custom', message: M.quantityPeople, path: ['quantity'] });
        }
      } else if (item.quantity === undefined) {
        ctx.addIssue({ code: 'custom', message: M.quantityInvalid, path: ['quantity'] });
      }
    })
    .transform((item) => {
      const people = item.people ?? [];
      return {
        ...item,
        productId: item.productId ?? null,
        packageId: item.packageId ?? null,
        quantity: people.length > 0 ? people.length : item.quantity!,
        unitPriceCents: item.unitPriceCents ?? null,
        discountCents: item.discountCents ?? 0,
        people,
      };
    });
}

/** An item of an order being updated: a stored item of this order keeps its id. */
export const OrderItemInputSchema = orderItemSchema(
  idField(M.itemIdInvalid).optional(),
  OrderPersonInputSchema,
);
export type OrderItemInput = z.input<typeof OrderItemInputSchema>;
export type OrderItemData = z.output<typeof OrderItemInputSchema>;

/** An item of a new order: no id, nor its people. */
export const NewOrderItemInputSchema = orderItemSchema(
  refusedId(M.itemIdOnCreate),
  NewOrderPersonInputSchema,
);

const itemsField = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: M.itemsRequired })
    .min(1, M.itemsRequired)
    .max(ORDER_ITEMS_MAX, M.tooManyItems);

const orderFields = {
  institutionId: idField(M.institutionInvalid).nullish(),
  promisedDate: OrderDateSchema,
  notes: optionalFreeText('Las notas', 2000),
  items: itemsField(NewOrderItemInputSchema),
};

/** POST /api/order/create. The number, status and totals are the server's. */
export const CreateOrderInputSchema = z.object({
  ...orderFields,
  clientId: z
    .number({ error: (issue) => (issue.input === undefined ? M.clientRequired : M.clientInvalid) })
    .pipe(idField(M.clientInvalid)),
  promisedDate: z
    .string({
      error: (issue) => (issue.input === undefined ? M.promisedDateRequired : M.dateInvalid),
    })
    .pipe(OrderDateSchema),
});
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>;
export type CreateOrderData = z.output<typeof CreateOrderInputSchema>;

/** PUT /api/order/update: the whole order as the form holds it, and the version it was read at. */
export const UpdateOrderInputSchema = CreateOrderInputSchema.extend({
  id: idField(M.idInvalid),
  version: versionField(M.versionRequired),
  items: itemsField(OrderItemInputSchema).superRefine((items, ctx) => {
    // One stored row is named once: twice would write it twice and count it twice.
    const seen = { items: new Set<number>(), people: new Set<number>() };
    for (const [at, item] of items.entries()) {
      if (item.id !== undefined) {
        if (seen.items.has(item.id)) {
          ctx.addIssue({ code: 'custom', message: M.itemRepeated(item.id), path: [at, 'id'] });
        }
        seen.items.add(item.id);
      }
      // An item refused by its own rules reaches this check untransformed (zod runs a parent's
      // refinement after a child's refusal), its people possibly missing.
      for (const [index, person] of (item.people ?? []).entries()) {
        if (person.id === undefined) continue;
        if (seen.people.has(person.id)) {
          const path = [at, 'people', index, 'id'];
          ctx.addIssue({ code: 'custom', message: M.personRepeated(person.id), path });
        }
        seen.people.add(person.id);
      }
    }
  }),
});
export type UpdateOrderInput = z.input<typeof UpdateOrderInputSchema>;
export type UpdateOrderData = z.output<typeof UpdateOrderInputSchema>;

/** POST /api/order/{id}/status. */
export const OrderStatusInputSchema = z
  .object({
    status: OrderStatusSchema,
    note: optionalFreeText('La nota', 500),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'CANCELLED' && !input.note) {
      ctx.addIssue({ code: 'custom', message: M.cancelReasonRequired, path: ['note'] });
    }
  });
export type OrderStatusInput = z.input<typeof OrderStatusInputSchema>;

/** 'Deshacer' a status change: the order's version its answer gave (nothing changed since). */
export const OrderStatusUndoInputSchema = z.object({
  version: versionField(M.versionRequired),
});
export type OrderStatusData = z.output<typeof OrderStatusInputSchema>;

/** A person's size of one sized product of the item (a pack's, or the item's product). */
export const OrderPersonSizeSchema = z.object({
  productId: z.number().int(),
  size: z.string().nullable(),
  suggestedSize: z.string().nullable(),
  overridden: z.boolean(),
});
export type OrderPersonSize = z.infer<typeof OrderPersonSizeSchema>;

/**
 * A person of an item. `sizes` has one entry per sized product of the item; a product item's
 * person also answers that one size as `size`, `suggestedSize` and `sizeOverridden` (a pack
 * item's person answers them null and false).
 */
export const OrderPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  heightCm: z.number(),
  course: z.string().nullable(),
  size: z.string().nullable(),
  suggestedSize: z.string().nullable(),
  sizeOverridden: z.boolean(),
  notes: z.string().nullable(),
  sizes: z.array(OrderPersonSizeSchema),
});
export type OrderPerson = z.infer<typeof OrderPersonSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  product: ProductSchema.pick({ id: true, code: true, name: true, modelId: true })
    .extend({ sizes: z.array(ProductSizeSchema.omit({ id: true })) })
    .nullable()
    .optional(),
  /** A pack with its products (sized by their tables: a pack item's roster wears them). */
  package: PackageSchema.pick({ id: true, code: true, name: true })
    .extend({
      products: z.array(
        z.object({
          id: z.number().int(),
          code: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          sizes: z.array(ProductSizeSchema.omit({ id: true })),
        }),
      ),
    })
    .nullable()
    .optional(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  subtotalCents: z.number().int(),
  people: z.array(OrderPersonSchema),
  /** Directors only (issue 39, decision 028): expected cost and subtotal − cost. */
  costCents: z.number().int().optional(),
  marginCents: z.number().int().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderHistoryEntrySchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderSchema = recordSchema({
  number: z.string(),
  version: z.number().int(),
  status: z.string(),
  clientId: z.number().int(),
  client: NamedRefSchema,
  institutionId: z.number().int().nullable(),
  institution: NamedRefSchema.nullable(),
  promisedDate: z.string(),
  notes: z.string().nullable(),
  totalCents: z.number().int(),
  /** Billing (issue 19): live bills' totals, approved payments, and what is still owed. */
  billedCents: z.number().int(),
  paidCents: z.number().int(),
  owedCents: z.number().int(),
  /** 'Saldo a favor': approved overpayments, kept apart from paidCents (decision 021). */
  creditCents: z.number().int(),
  peopleCount: z.number().int(),
  /** Delivery person by person (issue 35): people whose bag was handed over, of all people. */
  deliveredPeople: z.number().int(),
  totalPeople: z.number().int(),
  isOverdue: z.boolean(),
  items: z.array(OrderItemSchema),
  history: z.array(OrderHistoryEntrySchema),
  /**
   * Directors only (issue 39, decision 028): expected cost (materials at today's average cost,
   * labour, overhead), total − cost, and the value of the material movements linked to the
   * order (null before any).
   */
  costCents: z.number().int().optional(),
  marginCents: z.number().int().optional(),
  actualMaterialCostCents: z.number().int().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const ORDER_SORT_FIELDS = [
  'number',
  'client',
  'promisedDate',
  'status',
  'totalCents',
  'createdAt',
] as const;

export const [OrderListQuerySchema, OrderExportQuerySchema] = trashListQueries(
  {
    status: enumFilter(ORDER_STATUSES, M.statusInvalid),
    lineId: idParam(M.lineInvalid).optional(),
    /** Only these records: a list's selection (issue 38). */
    ids: idListParam,
    from: OrderDateSchema.optional(),
    to: OrderDateSchema.optional(),
    overdue: z
      .enum(['true', 'false'], { error: M.overdueInvalid })
      .optional()
      .transform((value) => value === 'true'),
  },
  ORDER_SORT_FIELDS,
  '-number',
  dateRangeCheck(M.dateRangeInverted),
);
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

export const OrderPageSchema = pageSchema(OrderSchema);
