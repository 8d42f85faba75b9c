import { idField, idParam, requiredFreeText } from '../forms/fields';
import { auditFields } from '../http/audit-fields';
import { enumFilter, pageSchema, pagedQuery, searchParam } from '../http/list-query';
import { z } from '../zod';

/** Stored as codes, shown with their Spanish labels. */
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  OPEN: 'Abierto',
  ANSWERED: 'Respondido',
  CLOSED: 'Cerrado',
};

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
} as const;
const M = TICKET_MESSAGES;

const freeText = requiredFreeText;

const message = freeText('El mensaje', M.messageRequired, 5000);

/** POST /api/client-area/tickets/create. */
export const CreateTicketInputSchema = z.object({
  subject: freeText('El asunto', M.subjectRequired, 150),
  message,
  orderId: idField(M.orderInvalid).nullish(),
});
export type CreateTicketInput = z.input<typeof CreateTicketInputSchema>;

/** POST …/tickets/{id}/reply. */
export const TicketReplyInputSchema = z.object({ message });
export type TicketReplyInput = z.input<typeof TicketReplyInputSchema>;

export const TicketMessageSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  client: z.object({ id: z.number().int(), name: z.string() }),
  orderId: z.number().int().nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  subject: z.string(),
  status: z.string(),
  awaitingStaff: z.boolean(),
  lastMessageAt: z.string(),
  messages: z.array(TicketMessageSchema),
  ...auditFields,
});
export type Ticket = z.infer<typeof TicketSchema>;

/** GET /api/ticket (staff inbox): unanswered first, then the latest message first. */
export const TicketListQuerySchema = pagedQuery({
  q: searchParam,
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
  clientId: idParam(M.clientInvalid).optional(),
});
export type TicketListQuery = z.output<typeof TicketListQuerySchema>;

/** GET /api/client-area/tickets: the caller's own. */
export const ClientTicketListQuerySchema = pagedQuery({
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
});
export type ClientTicketListQuery = z.output<typeof ClientTicketListQuerySchema>;

export const TicketPageSchema = pageSchema(TicketSchema);
