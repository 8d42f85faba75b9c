import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteMediaInputSchema,
  MEDIA_MAX_FILES,
  MEDIA_MESSAGES,
  UploadedMediaSchema,
  envelopeSchema,
  z,
} from '@taller/shared';
import { badRequest } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { noteStored } from '../../plugins/upload-limits';
import { scheduleOrphanSweep } from './media-cleanup';

// Not on resourceRoutes: uploads and removals of files that belong to other records; no list.
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    // Checked per file by the upload code, which names the file in its 413.
    throwFileSizeLimit: false,
    limits: {
      fileSize: app.config.mediaMaxBytes,
      files: MEDIA_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: MEDIA_MAX_FILES + 10,
      headerPairs: 50,
    },
  });
  const media = app.media;

  const sweep = { stop: async () => {} };
  app.addHook('onReady', async () => {
    Object.assign(
      sweep,
      scheduleOrphanSweep({
        db: app.db,
        storage: app.storage,
        log: app.log,
        dialect: app.dialect,
      }),
    );
  });
  app.addHook('onClose', () => sweep.stop());

  app.post(
    '/api/media/upload',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['media'],
        summary: 'Upload images or documents, all or none (field files, one or more)',
        consumes: ['multipart/form-data'],
        form: { file: 'files', many: true },
        response: { 200: envelopeSchema(z.array(UploadedMediaSchema)) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('MALFORMED_UPLOAD', MEDIA_MESSAGES.notMultipart);
      try {
        const items = await media.upload(
          () => request.parts(),
          request.user.name,
          (sizes) => noteStored(request, sizes),
        );
        return ok(items, MEDIA_MESSAGES.uploaded);
      } catch (error) {
        // A refusal comes before the client has sent the whole body. Read and discard the rest,
        // so that the client gets the answer and the connection is not left stalled half-read.
        request.raw.unpipe();
        request.raw.resume();
        throw error;
      }
    },
  );

  app.post(
    '/api/media/delete',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['media'],
        summary: 'Delete uploaded media that nothing uses',
        statuses: [404],
        body: DeleteMediaInputSchema,
        response: { 200: envelopeSchema(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const deleted = await media.remove(
        request.body.map((item) => item.url),
        request.user,
      );
      return ok({ deleted }, deleted === 1 ? MEDIA_MESSAGES.deleted : MEDIA_MESSAGES.deletedMany);
    },
  );
};
