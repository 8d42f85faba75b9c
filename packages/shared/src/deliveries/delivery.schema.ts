import { codeSet } from '../forms/code-labels';
import { idField, optionalFreeText, optionalName } from '../forms/fields';
import { NumberedRefSchema } from '../http/audit-fields';
import { z } from '../zod';
import { DELIVERY_MESSAGES as M } from './delivery-messages';

/** What can be recorded of a person's bag at the school door. */
export const [DELIVERY_STATE_LABELS, DELIVERY_STATES, deliveryStateLabel] = codeSet({
  DELIVERED: 'Entregado',
  ABSENT: 'No vino',
  SIZE_CHANGE: 'Cambio de talla',
});
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A person's state: a recorded one, or PENDING (nothing recorded yet). */
export type PersonDeliveryState = DeliveryState | 'PENDING';

const DELIVERY_SIZE_MAX = 20;

/** POST /api/order/{id}/deliveries. */
export const RecordDeliveryInputSchema = z
  .object({
    personId: idField(M.personInvalid),
    state: z.enum(DELIVERY_STATES, { error: M.stateInvalid }),
    receivedBy: optionalName('Quién recibe', 100),
    note: optionalFreeText('La nota', 500),
    newSize: z
      .string({ error: M.newSizeTooLong })
      .trim()
      .max(DELIVERY_SIZE_MAX, M.newSizeTooLong)
      .nullish(),
    /** A pack person's size change: which product's size (inferred when the pack has one). */
    productId: idField(M.productNotOfPerson).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.state === 'SIZE_CHANGE' && !input.newSize) {
      ctx.addIssue({ code: 'custom', message: M.newSizeRequired, path: ['newSize'] });
    }
    if (input.state !== 'SIZE_CHANGE' && input.newSize) {
      ctx.addIssue({ code: 'custom', message: M.newSizeOnlyForChange, path: ['newSize'] });
    }
  });
export type RecordDeliveryInput = z.input<typeof RecordDeliveryInputSchema>;
export type RecordDeliveryData = z.output<typeof RecordDeliveryInputSchema>;

/** One recorded event of a person (the list keeps them all, oldest first). */
export const DeliveryEventSchema = z.object({
  id: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  receivedBy: z.string().nullable(),
  note: z.string().nullable(),
  newSize: z.string().nullable(),
  exchangeOrder: NumberedRefSchema.nullable(),
  at: z.string(),
  /** Who recorded it (staff only: the client area answers null). */
  by: z.string().nullable(),
});
export type DeliveryEvent = z.infer<typeof DeliveryEventSchema>;

/** A person of the order with what their bag holds and where its delivery stands. */
export const DeliveryPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course: z.string().nullable(),
  /** 'Polo (M)', 'Pantalón (L)': what the bag holds. */
  items: z.array(
    z.object({
      productId: z.number().int(),
      product: z.string(),
      size: z.string().nullable(),
      /** The product's size table: what a size change may choose. */
      sizes: z.array(z.string()),
    }),
  ),
  state: z.enum(['PENDING', ...DELIVERY_STATES]),
  /** The handing over, when there was one. */
  delivered: DeliveryEventSchema.nullable(),
  events: z.array(DeliveryEventSchema),
});
export type DeliveryPerson = z.infer<typeof DeliveryPersonSchema>;

/** GET /api/order/{id}/deliveries. */
export const OrderDeliveriesSchema = z.object({
  order: NumberedRefSchema.extend({ status: z.string(), owedCents: z.number().int() }),
  deliveredPeople: z.number().int(),
  totalPeople: z.number().int(),
  people: z.array(DeliveryPersonSchema),
  /** The people without their bag yet (pending, absent, or a size change not handed over). */
  missing: z.array(
    z.object({ id: z.number().int(), name: z.string(), course: z.string().nullable() }),
  ),
});
export type OrderDeliveries = z.infer<typeof OrderDeliveriesSchema>;

/** The answer of a recorded event: the whole roster again, and the exchange order if one was made. */
export const RecordDeliveryResultSchema = OrderDeliveriesSchema.extend({
  exchangeOrder: NumberedRefSchema.nullable(),
});
export type RecordDeliveryResult = z.infer<typeof RecordDeliveryResultSchema>;

/** The label's QR: `taller:order:{orderId}:person:{personId}`. */
export function parseLabelCode(text: string): { orderId: number; personId: number } | null {
  const match = /^taller:order:(\d{1,10}):person:(\d{1,10})$/.exec(text.trim());
  if (!match) return null;
  return { orderId: Number(match[1]), personId: Number(match[2]) };
}
