import {
  IdParamsSchema,
  LIMIT_MESSAGES,
  TICKET_MESSAGES as M,
  TicketAttachmentParamsSchema,
  TicketAttachmentSchema,
  TicketReplyInputSchema,
  TicketSchema,
} from '@taller/shared';
import type { Actor } from '../../lib/actor';
import { ok } from '../../lib/envelope';
import { answering, downloading, type App, type RouteBase } from '../../resource';
import { sendPrivateMedia } from '../media/media-files.routes';
import { FILE_FIELD, receiveOneFile, type OneFileFormSpec } from '../media/one-file-form';
import type { UploadRule } from '../../plugins/upload-limits';
import { countPendingTicketFiles } from './ticket.repository';
import type { TicketScope, TicketService } from './ticket.service';

const ATTACHMENT_FORM: OneFileFormSpec = { fields: new Set(), texts: M };

/** Files wait for their message; an account keeps a few waiting at most (SECURITY.md, "Limits"). */
const TICKET_FILE_UPLOADS: UploadRule = {
  pending: {
    max: (limits) => limits.pendingTicketFiles,
    count: countPendingTicketFiles,
    message: LIMIT_MESSAGES.pendingTicketFiles,
  },
};

/**
 * What staff (`/api/ticket`) and a client (`/api/client-area/tickets`) both do on a ticket,
 * within the caller's scope: `GET <path>/{id}` reads it, `POST <path>/{id}/reply` answers it,
 * `POST <path>/{id}/close` closes it; `POST <path>/attachments` uploads one image or PDF
 * (checked by content) to send with the next message and `GET <path>/{id}/attachments/{fileId}`
 * serves one.
 */
export function ticketThreadRoutes(
  app: App,
  spec: RouteBase & {
    tickets: TicketService;
    scope: (actor: Actor) => Promise<TicketScope>;
  },
) {
  const { path, tickets, scope } = spec;
  const item = (summary: string) =>
    answering(spec, TicketSchema, { summary, params: IdParamsSchema });
  app.get(`${path}/:id`, item('Get one ticket with its messages'), async (request) =>
    ok(await tickets.get(await scope(request.user), request.params.id), M.foundOne),
  );
  app.post(
    `${path}/:id/reply`,
    answering(spec, TicketSchema, {
      summary: 'Reply to a ticket',
      params: IdParamsSchema,
      body: TicketReplyInputSchema,
    }),
    async (request) =>
      ok(
        await tickets.reply(
          await scope(request.user),
          request.params.id,
          request.body,
          request.user,
        ),
        M.replied,
      ),
  );
  app.post(`${path}/:id/close`, item('Close a ticket'), async (request) =>
    ok(await tickets.close(await scope(request.user), request.params.id, request.user), M.closed),
  );

  app.post(
    `${path}/attachments`,
    answering(
      { ...spec, config: { ...spec.config, upload: TICKET_FILE_UPLOADS } },
      TicketAttachmentSchema,
      {
        summary: "Upload a file for a ticket's next message (an image or PDF in file)",
        consumes: ['multipart/form-data'],
        form: { file: FILE_FIELD },
      },
    ),
    async (request) =>
      ok(
        await receiveOneFile(app, request, ATTACHMENT_FORM, (_fields, file) =>
          tickets.upload(file, request.user),
        ),
        M.attachmentUploaded,
      ),
  );
  app.get(
    `${path}/:id/attachments/:fileId`,
    downloading(spec, {
      summary: "Download a file attached to a ticket's message",
      params: TicketAttachmentParamsSchema,
      produces: ['application/octet-stream'],
      statuses: [206, 304, 416],
    }),
    async (request, reply) => {
      const { id, fileId } = request.params;
      const mediaId = await tickets.fileOf(await scope(request.user), id, fileId);
      return sendPrivateMedia(app, request, reply, mediaId);
    },
  );
}
