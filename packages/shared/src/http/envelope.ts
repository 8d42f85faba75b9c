import { z } from '../zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** Every API answer: `status` repeats the HTTP status. */
export type Envelope<T> = { status: number; message: string; data: T };
/** A refusal's answer: the envelope plus its stable `code` (http/error-codes.ts). */
export type ErrorEnvelope = Envelope<unknown> & { code: ErrorCode };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.unknown(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
});
