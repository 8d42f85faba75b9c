import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES as M } from '@taller/shared';
import type { AcceptedUpload } from '../media/media-upload';
import { receiveOneFile, type OneFileFormSpec } from '../media/one-file-form';

/** A payment proof's form: its fields beside one image or PDF in `file`. */
const PROOF_FORM: OneFileFormSpec = {
  fields: new Set(['orderId', 'billId', 'amountCents', 'paidAt', 'method', 'reference']),
  texts: M,
};

/** A proof's POST (staff's or a client's): the form read and checked, then `save`. */
export const receiveProof = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  save: (fields: Record<string, string>, file: AcceptedUpload) => Promise<T>,
) => receiveOneFile(app, request, PROOF_FORM, save);
