import { idField, idParam, requiredFreeText } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { NamedRefSchema, NumberedRefSchema, recordSchema } from '../http/audit-fields';
import { enumFilter, listQueries, pageSchema, pagedQuery, searchParam } from '../http/list-query';
import { z } from '../zod';

/** Stored as codes, shown with their Spanish labels. */
export const [TICKET_STATUS_LABELS, TICKET_STATUSES] = codeSet({
  OPEN: 'Abierto',
  ANSWERED: 'Respondido',
  CLOSED: 'Cerrado',
});
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_MESSAGES = {
  found: 'Tickets encontrados',
  foundOne: 'Ticket encontrado',
  created: 'Ticket enviado. El taller le responderá pronto.',
  replied: 'Respuesta enviada',
  closed: 'Ticket cerrado',
  reopened: 'Ticket reabierto',
  notFound: 'Ticket no encontrado',
  isClosed: 'El ticket está cerrado: reábralo o cree uno nuevo',
  alreadyClosed: 'El ticket ya está cerrado',
  notClosed: 'El ticket no está cerrado',
  subjectRequired: 'El asunto es requerido',
  messageRequired: 'El mensaje es requerido',
  orderInvalid: 'El identificador del pedido no es válido',
  orderUnavailable: 'El pedido indicado no existe',
  clientInvalid: 'El identificador del cliente no es válido',
  statusInvalid: "El estado debe ser 'OPEN', 'ANSWERED' o 'CLOSED'",
  attachmentUploaded: 'Archivo adjuntado',
  attachmentInvalid: 'El identificador del archivo adjunto no es válido',
  attachmentUnknown: 'Alguno de los archivos adjuntos no existe o ya se envió',
  tooManyAttachments: 'Adjunte como máximo 5 archivos por mensaje',
  attachmentNotFound: 'Archivo adjunto no encontrado',
  notMultipart: 'El archivo se envía como multipart/form-data',
  fileRequired: 'Adjunte un archivo (imagen o PDF)',
  oneFileOnly: 'Adjunte un solo archivo en el campo file',
  fileTypeInvalid: (name: string) => `El archivo adjunto debe ser una imagen o un PDF: ${name}`,
  unknownField: (name: string) => `Campo no reconocido: ${name}`,
} as const;
const M = TICKET_MESSAGES;

const freeText = requiredFreeText;

const message = freeText('El mensaje', M.messageRequired, 5000);

/** Files uploaded first (POST …/tickets/attachments), sent with the message by their ids. */
export const MAX_TICKET_ATTACHMENTS = 5;
const attachmentIds = z
  .array(idField(M.attachmentInvalid), { error: M.attachmentInvalid })
  .max(MAX_TICKET_ATTACHMENTS, M.tooManyAttachments)
  .optional();

/** A file of a message: an image or a PDF, served only to the ticket's client and staff. */
export const TicketAttachmentSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  fileType: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

/** GET …/tickets/{id}/attachments/{fileId}. */
export const TicketAttachmentParamsSchema = z.object({
  id: idParam(M.notFound),
  fileId: idParam(M.attachmentInvalid),
});

/** POST /api/client-area/tickets/create. */
export const CreateTicketInputSchema = z.object({
  subject: freeText('El asunto', M.subjectRequired, 150),
  message,
  orderId: idField(M.orderInvalid).nullish(),
  attachmentIds,
});
export type CreateTicketInput = z.input<typeof CreateTicketInputSchema>;
export type CreateTicketData = z.output<typeof CreateTicketInputSchema>;

/** POST …/tickets/{id}/reply. */
export const TicketReplyInputSchema = z.object({ message, attachmentIds });
export type TicketReplyInput = z.input<typeof TicketReplyInputSchema>;
export type TicketReplyData = z.output<typeof TicketReplyInputSchema>;

export const TicketMessageSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(TicketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSchema = recordSchema({
  clientId: z.number().int(),
  client: NamedRefSchema,
  orderId: z.number().int().nullable(),
  order: NumberedRefSchema.nullable(),
  subject: z.string(),
  status: z.string(),
  awaitingStaff: z.boolean(),
  lastMessageAt: z.string(),
  messages: z.array(TicketMessageSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** GET /api/ticket (staff inbox): unanswered first, then the latest message first. */
const ticketFilters = {
  q: searchParam,
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
  clientId: idParam(M.clientInvalid).optional(),
};
/** GET /api/ticket/export.csv takes the inbox's filters and answers every matching ticket. */
export const [TicketListQuerySchema, TicketExportQuerySchema] = listQueries(ticketFilters);
export type TicketListQuery = z.output<typeof TicketListQuerySchema>;
export type TicketExportQuery = z.output<typeof TicketExportQuerySchema>;

/** GET /api/client-area/tickets: the caller's own. */
export const ClientTicketListQuerySchema = pagedQuery({
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
});
export type ClientTicketListQuery = z.output<typeof ClientTicketListQuerySchema>;

export const TicketPageSchema = pageSchema(TicketSchema);
