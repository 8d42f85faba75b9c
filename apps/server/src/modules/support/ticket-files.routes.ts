import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TICKET_MESSAGES as M,
  TicketAttachmentParamsSchema,
  TicketAttachmentSchema,
  envelopeSchema,
} from '@taller/shared';
import type { Actor } from '../../lib/actor';
import { ok } from '../../lib/envelope';
import { downloading } from '../../lib/list-routes';
import { sendPrivateMedia } from '../media/media-files.routes';
import { receiveOneFile, type OneFileFormSpec } from '../media/one-file-form';
import type { TicketScope, TicketService } from './ticket.service';

const ATTACHMENT_FORM: OneFileFormSpec = { fields: new Set(), texts: M };

/**
 * A ticket's files, for staff (`/api/ticket`) or a client (`/api/client-area/tickets`):
 * `POST <path>/attachments` uploads one image or PDF (checked by content) to send with the next
 * message; `GET <path>/{id}/attachments/{fileId}` serves it only within the caller's scope.
 */
export function ticketFileRoutes(
  app: FastifyInstance,
  spec: {
    path: string;
    config: { access: 'staff' | 'client' };
    tags: readonly string[];
    tickets: TicketService;
    scope: (actor: Actor) => Promise<TicketScope>;
  },
) {
  const { path, config, tags, tickets } = spec;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    `${path}/attachments`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(TicketAttachmentSchema) },
      },
    },
    async (request) =>
      ok(
        await receiveOneFile(app, request, ATTACHMENT_FORM, (_fields, file) =>
          tickets.upload(file, request.user),
        ),
        M.attachmentUploaded,
      ),
  );
  typed.get(
    `${path}/:id/attachments/:fileId`,
    downloading(spec, { params: TicketAttachmentParamsSchema }),
    async (request, reply) => {
      const { id, fileId } = request.params;
      const mediaId = await tickets.fileOf(await spec.scope(request.user), id, fileId);
      return sendPrivateMedia(app, request, reply, mediaId);
    },
  );
}
