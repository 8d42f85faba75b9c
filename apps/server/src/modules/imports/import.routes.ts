import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_BYTES_MAX,
  IMPORT_MESSAGES as M,
  IMPORT_RESOURCES,
  ImportFormFieldsSchema,
  ImportIdParamsSchema,
  ImportMappingSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportUndoResultSchema,
  type ImportMapping,
  type ImportResource,
} from '@taller/shared';
import { AppError, badRequest } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { noteStored } from '../../plugins/upload-limits';
import { forEachPart, multipartError } from '../media/media-upload';
import { answering } from '../../resource';
import type { ImportFile } from './import.service';

const FILE_FIELD = 'file';
const MAPPING_FIELD = 'mapping';

/** The mapping field: JSON of field → header. */
function readMapping(text: string): ImportMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('VALIDATION', M.mappingInvalid);
  }
  const parsed = ImportMappingSchema.safeParse(json);
  if (!parsed.success) throw badRequest('VALIDATION', M.mappingInvalid);
  return parsed.data;
}

/** The form: one file in `file` (checked by content later) and `mapping`, JSON, optional. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('MALFORMED_UPLOAD', M.notMultipart);
  // Set inside the callback: TypeScript cannot see that, so the types are asserted.
  let file = null as ImportFile | null;
  let mapping = null as ImportMapping | null;
  await forEachPart(
    () => request.parts(),
    async (part) => {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          throw badRequest('TOO_MANY_FILES', M.oneFileOnly);
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          throw multipartError(error);
        }
        if (part.file.truncated) {
          throw new AppError(413, 'FILE_TOO_LARGE', M.fileTooLarge(IMPORT_BYTES_MAX / 1024 / 1024));
        }
        file = { fileName: part.filename || 'archivo', bytes: new Uint8Array(bytes) };
      } else if (part.fieldname === MAPPING_FIELD) {
        mapping = readMapping(String(part.value));
      } else {
        throw badRequest('MALFORMED_UPLOAD', M.unknownField(part.fieldname.slice(0, 50)));
      }
    },
  );
  if (!file) throw badRequest('MALFORMED_UPLOAD', M.fileRequired);
  return { file, mapping };
}

/**
 * Imports (issue 38): for each resource a preview and an import of a CSV or XLSX file, and the
 * undo of an import. Any staff member, as the resources' create calls; uploads' daily limits apply.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: IMPORT_BYTES_MAX,
      files: 1,
      fields: 2,
      fieldSize: 16 * 1024,
      parts: 3,
      headerPairs: 50,
    },
  });
  const imports = app.imports;
  const base = { config: { access: 'staff' }, tags: ['imports'] } as const;

  /** Reads the form and runs `work`; a refusal drains the rest of the body first. */
  async function receive<T>(
    request: FastifyRequest,
    work: (file: ImportFile, mapping: ImportMapping | null) => Promise<T>,
  ) {
    try {
      const { file, mapping } = await readForm(request);
      const answer = await work(file, mapping);
      noteStored(request, [file.bytes.length]);
      return answer;
    } catch (error) {
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
  }

  const form = { file: FILE_FIELD, fields: ImportFormFieldsSchema };
  for (const resource of IMPORT_RESOURCES as readonly ImportResource[]) {
    app.post(
      `/api/${resource}/import/preview`,
      answering(base, ImportPreviewSchema, {
        summary: `Read a CSV or XLSX of ${resource} rows: each row with its errors, nothing written`,
        consumes: ['multipart/form-data'],
        form,
      }),
      async (request) => {
        const preview = await receive(request, (file, mapping) =>
          imports.preview(resource, file, mapping, request.user),
        );
        return ok(preview, M.previewed(preview.valid, preview.invalid));
      },
    );
    app.post(
      `/api/${resource}/import`,
      answering(base, ImportResultSchema, {
        summary: `Import the good ${resource} rows of a CSV or XLSX in one transaction`,
        consumes: ['multipart/form-data'],
        form,
      }),
      async (request) => {
        const result = await receive(request, (file, mapping) =>
          imports.import(resource, file, mapping, request.user),
        );
        return ok(result, M.imported(result.created, result.refused.length));
      },
    );
  }

  app.post(
    '/api/import/:importId/undo',
    answering(base, ImportUndoResultSchema, {
      summary: 'Undo an import: remove all its rows while nothing else refers to them',
      params: ImportIdParamsSchema,
    }),
    async (request) => {
      const result = await imports.undo(request.params.importId, request.user);
      return ok(result, M.undone(result.removed));
    },
  );
};
