import { z } from '../zod';

/** Every API answer: `status` repeats the HTTP status. */
export type Envelope<T> = { status: number; message: string; data: T };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});
