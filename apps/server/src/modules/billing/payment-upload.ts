import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES as M } from '@taller/shared';
import { badRequest } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { forEachPart, stageFile, type AcceptedUpload } from '../media/media-upload';

export const PROOF_FIELD = 'file';
const TEXT_FIELDS = new Set(['orderId', 'billId', 'amountCents', 'paidAt', 'method', 'reference']);

/** The multipart limits of a proof's form: one file and a few short fields. */
export const proofMultipartOptions = (maxBytes: number) => ({
  throwFileSizeLimit: false,
  limits: {
    fileSize: maxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    parts: 12,
    headerPairs: 50,
  },
});

/**
 * Reads a payment proof's multipart form: its text fields and one file in `file`, staged while it
 * streams in and checked by content (an image or a PDF) and size, as media uploads are. On any
 * failure the staged file is discarded.
 */
export async function readProofForm(
  openParts: () => AsyncIterableIterator<Multipart>,
  storage: Storage,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: AcceptedUpload }> {
  const fields: Record<string, string> = {};
  // Set inside the callback: TypeScript cannot see that, so the type is asserted.
  let file = null as AcceptedUpload | null;
  try {
    await forEachPart(openParts, async (part) => {
      if (part.type === 'file') {
        if (part.fieldname !== PROOF_FIELD || file) {
          part.file.resume();
          throw badRequest(M.oneFileOnly);
        }
        file = await stageFile(part, storage, maxBytes);
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest(M.unknownField(part.fieldname.slice(0, 50)));
      }
    });
    if (!file) throw badRequest(M.fileRequired);
    if (file.type.fileType !== 'IMAGE' && file.type.fileType !== 'PDF') {
      throw badRequest(M.fileTypeInvalid(file.originalName));
    }
    return { fields, file };
  } catch (error) {
    await file?.staged.discard();
    throw error;
  }
}

/**
 * A proof's POST (staff's or a client's): reads the form, hands its fields and staged file to
 * `save`; on a refusal the rest of the body is read and discarded, as media uploads do.
 */
export async function receiveProof<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  save: (fields: Record<string, string>, file: AcceptedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(M.notMultipart);
  try {
    const { fields, file } = await readProofForm(
      () => request.parts(),
      app.storage,
      app.config.mediaMaxBytes,
    );
    return await save(fields, file);
  } catch (error) {
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}
