import { ORDER_STATUSES } from '../orders/order.schema';
import { z } from '../zod';

/**
 * 'Inicio' (issue 38): the director's home, every figure with the list it links to. A figure's
 * `link` is the screen (`route`) and the list's own filter parameters (`query`), so a click
 * lands on the list showing exactly what the figure counted.
 */
export const HomeLinkSchema = z.object({
  route: z.string(),
  query: z.record(z.string(), z.string()),
});
export type HomeLink = z.infer<typeof HomeLinkSchema>;

export const HomeCountSchema = z.object({ count: z.number().int(), link: HomeLinkSchema });
export type HomeCount = z.infer<typeof HomeCountSchema>;

/** Live orders of one status, their pieces and those recorded through the last stage. */
export const HomeStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  count: z.number().int(),
  pieces: z.number().int(),
  piecesDone: z.number().int(),
  link: HomeLinkSchema,
});
export type HomeStatus = z.infer<typeof HomeStatusSchema>;

export const HomeProofSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  amountCents: z.number().int(),
  receivedAt: z.string(),
});

export const HomeSchema = z.object({
  /** The day (UTC) the figures are for, and the last day of 'this week' (today + 6). */
  today: z.string(),
  weekEnd: z.string(),
  /** The production part: what every staff member sees, producers included. */
  dueThisWeek: HomeCountSchema,
  overdue: HomeCountSchema,
  byStatus: z.array(HomeStatusSchema),
  lowStock: HomeCountSchema,
  /** The rest, null for a producer (left out by the server). */
  proofs: HomeCountSchema.extend({ oldest: z.array(HomeProofSchema) }).nullable(),
  owed: z
    .object({
      cents: z.number().int(),
      link: HomeLinkSchema,
      over30Cents: z.number().int(),
      over30Link: HomeLinkSchema,
    })
    .nullable(),
  openTickets: HomeCountSchema.nullable(),
  whatsappWaiting: HomeCountSchema.nullable(),
});
export type Home = z.infer<typeof HomeSchema>;
