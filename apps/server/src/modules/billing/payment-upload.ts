import type { Multipart } from '@fastify/multipart';
import { BILLING_MESSAGES as M } from '@taller/shared';
import { badRequest } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { forEachPart, stageFile, type AcceptedUpload } from '../media/media-upload';

export const PROOF_FIELD = 'file';
const TEXT_FIELDS = new Set(['orderId', 'billId', 'amountCents', 'paidAt', 'method', 'reference']);

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
          throw badRequest('TOO_MANY_FILES', M.oneFileOnly);
        }
        file = await stageFile(part, storage, maxBytes);
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest('MALFORMED_UPLOAD', M.unknownField(part.fieldname.slice(0, 50)));
      }
    });
    if (!file) throw badRequest('MALFORMED_UPLOAD', M.fileRequired);
    if (file.type.fileType !== 'IMAGE' && file.type.fileType !== 'PDF') {
      throw badRequest('FILE_TYPE_NOT_ALLOWED', M.fileTypeInvalid(file.originalName));
    }
    return { fields, file };
  } catch (error) {
    await file?.staged.discard();
    throw error;
  }
}
