import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { noteStored } from '../../plugins/upload-limits';
import { forEachPart, stageFile, type AcceptedUpload } from './media-upload';

/** The field the file travels in. */
export const FILE_FIELD = 'file';

/**
 * Lets a plugin's routes read forms of one file and a few short fields (registered in the
 * plugin's own scope, as media's uploads are).
 */
export const acceptOneFileForms = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: app.config.mediaMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 50,
    },
  });

/** What a form of one image or PDF accepts, and its Spanish refusals. */
export type OneFileFormSpec = {
  fields: ReadonlySet<string>;
  texts: {
    notMultipart: string;
    fileRequired: string;
    oneFileOnly: string;
    fileTypeInvalid: (name: string) => string;
    unknownField: (name: string) => string;
  };
};

/**
 * Reads a multipart form of text fields and one file in `file`, staged while it streams in and
 * checked by content (an image or a PDF) and size, as media uploads are. On any failure the staged
 * file is discarded.
 */
export async function readOneFileForm(
  openParts: () => AsyncIterableIterator<Multipart>,
  storage: Storage,
  maxBytes: number,
  { fields: allowed, texts }: OneFileFormSpec,
): Promise<{ fields: Record<string, string>; file: AcceptedUpload }> {
  const fields: Record<string, string> = {};
  // Set inside the callback: TypeScript cannot see that, so the type is asserted.
  let file = null as AcceptedUpload | null;
  try {
    await forEachPart(openParts, async (part) => {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          throw badRequest('TOO_MANY_FILES', texts.oneFileOnly);
        }
        file = await stageFile(part, storage, maxBytes);
      } else if (allowed.has(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest('MALFORMED_UPLOAD', texts.unknownField(part.fieldname.slice(0, 50)));
      }
    });
    if (!file) throw badRequest('MALFORMED_UPLOAD', texts.fileRequired);
    if (file.type.fileType !== 'IMAGE' && file.type.fileType !== 'PDF') {
      throw badRequest('FILE_TYPE_NOT_ALLOWED', texts.fileTypeInvalid(file.originalName));
    }
    return { fields, file };
  } catch (error) {
    await file?.staged.discard();
    throw error;
  }
}

/**
 * A one-file POST: reads the form, hands its fields and staged file to `save` (which discards
 * the file if it fails); on a refusal the rest of the body is read and discarded, as media
 * uploads do.
 */
export async function receiveOneFile<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: OneFileFormSpec,
  save: (fields: Record<string, string>, file: AcceptedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('MALFORMED_UPLOAD', spec.texts.notMultipart);
  try {
    const { fields, file } = await readOneFileForm(
      () => request.parts(),
      app.storage,
      app.config.mediaMaxBytes,
      spec,
    );
    const saved = await save(fields, file);
    noteStored(request, [file.staged.size]);
    return saved;
  } catch (error) {
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}
