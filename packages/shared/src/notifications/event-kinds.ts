import { codeSet } from '../forms/code-labels';
import { STAFF_ROLES, type StaffRole } from '../auth/roles';
import { BILL_DOCUMENT_LABELS } from '../siat/siat.schema';

/**
 * Every kind of business event, today's and those other modules emit once they land (payments,
 * bills, materials, support). One list, so recipients, preferences, templates and the outbox
 * agree on the codes. Shown with their Spanish labels.
 */
export const [EVENT_KIND_LABELS, EVENT_KINDS, eventKindLabel] = codeSet({
  ORDER_CREATED: 'Pedido nuevo',
  ORDER_STATUS_CHANGED: 'Cambio de estado de pedido',
  PAYMENT_PROOF_RECEIVED: 'Comprobante de pago recibido',
  PAYMENT_APPROVED: 'Pago aprobado',
  PAYMENT_REJECTED: 'Pago rechazado',
  BILL_ISSUED: 'Documento de venta emitido',
  SUPPORT_TICKET: 'Consulta de soporte',
  SUPPORT_REPLY: 'Respuesta de soporte',
  LOW_STOCK: 'Stock bajo',
  BILL_ANNULLED: 'Documento de venta anulado',
  ORDER_READY: 'Pedido listo para entregar',
  PERSON_DELIVERED: 'Entrega a una persona',
  SIAT_PROBLEM: 'Problema con SIAT (rechazo o contingencia)',
  PAYMENT_REMINDER: 'Recordatorio de pago',
});
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * What an event carries. `clientId`: the client it concerns (their account is notified, and
 * WhatsApp goes to them); `entityId`: the record the notification links to; `fields`: the
 * values texts and WhatsApp template variables are made of.
 */
export type EventPayload = {
  clientId?: number | null;
  entityId?: number | null;
  /** The user whose action it was: they are not notified of it. */
  actorId?: number | null;
  fields: EventFields;
};

/** The values a template variable may be mapped to. */
export const [EVENT_FIELD_LABELS, EVENT_FIELDS] = codeSet({
  orderNumber: 'Número de pedido',
  status: 'Estado',
  amount: 'Importe',
  date: 'Fecha',
  clientName: 'Cliente',
  billNumber: 'Número del documento de venta',
  materialName: 'Material',
  subject: 'Asunto',
  /** The bill's document as its label: 'Nota de venta' or 'Factura' (issue 36). */
  document: 'Documento de venta',
  personName: 'Persona',
});
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventFields = Partial<Record<EventField, string>>;

/** Kinds only staff hear about: a client's support question, a material below its minimum. */
const STAFF_ONLY_EVENT_KINDS: readonly EventKind[] = [
  'SUPPORT_TICKET',
  'LOW_STOCK',
  'SIAT_PROBLEM',
];

/** Kinds a client hears about (in the app and, with a template, on WhatsApp): all the others. */
export const CLIENT_EVENT_KINDS: readonly EventKind[] = EVENT_KINDS.filter(
  (kind) => !STAFF_ONLY_EVENT_KINDS.includes(kind),
);

const MANAGING: StaffRole[] = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN'];

/** Which staff roles hear of each kind until a manager changes it (a setting). */
export const DEFAULT_EVENT_RECIPIENTS: Record<EventKind, StaffRole[]> = {
  ORDER_CREATED: [...STAFF_ROLES],
  ORDER_STATUS_CHANGED: MANAGING,
  PAYMENT_PROOF_RECEIVED: MANAGING,
  PAYMENT_APPROVED: MANAGING,
  PAYMENT_REJECTED: MANAGING,
  BILL_ISSUED: MANAGING,
  SUPPORT_TICKET: MANAGING,
  SUPPORT_REPLY: [],
  LOW_STOCK: ['DIRECTOR', 'ADMINISTRADOR', 'PRODUCER'],
  BILL_ANNULLED: MANAGING,
  ORDER_READY: MANAGING,
  // One per pupil at the school door: the client hears of it, staff only if a manager asks.
  PERSON_DELIVERED: [],
  SIAT_PROBLEM: MANAGING,
  // One per owed bill and reminder day: the client hears of it, staff only if a manager asks.
  PAYMENT_REMINDER: [],
};

const f = (fields: EventFields, name: EventField) => fields[name] ?? '';

/** The notification's Spanish title and text, for staff and for the client concerned. */
export function describeEvent(
  kind: EventKind,
  fields: EventFields,
  audience: 'staff' | 'client',
): { title: string; body: string } {
  const order = f(fields, 'orderNumber');
  const client = audience === 'staff' && fields.clientName ? ` de ${fields.clientName}` : '';
  // A nota de venta is never called a factura (issue 36): only a factura's own label says so.
  const doc =
    fields.document === BILL_DOCUMENT_LABELS.FACTURA
      ? BILL_DOCUMENT_LABELS.FACTURA
      : BILL_DOCUMENT_LABELS.NOTA_DE_VENTA;
  switch (kind) {
    case 'ORDER_CREATED':
      return audience === 'client'
        ? { title: 'Pedido registrado', body: `Tu pedido ${order} fue registrado.` }
        : { title: 'Pedido nuevo', body: `Pedido ${order}${client} registrado.` };
    case 'ORDER_STATUS_CHANGED':
      return {
        title: 'Cambio de estado',
        body:
          audience === 'client'
            ? `Tu pedido ${order} ahora está: ${f(fields, 'status')}.`
            : `El pedido ${order}${client} pasó a ${f(fields, 'status')}.`,
      };
    case 'PAYMENT_PROOF_RECEIVED':
      return {
        title: 'Comprobante de pago recibido',
        body: `Comprobante por ${f(fields, 'amount')} del pedido ${order}${client}.`,
      };
    case 'PAYMENT_APPROVED':
      return {
        title: 'Pago aprobado',
        body: `Pago de ${f(fields, 'amount')} del pedido ${order}${client} aprobado.`,
      };
    case 'PAYMENT_REJECTED':
      return {
        title: 'Pago rechazado',
        body: `Pago de ${f(fields, 'amount')} del pedido ${order}${client} rechazado.`,
      };
    // The document's own name: a nota de venta is never called a factura.
    case 'BILL_ISSUED':
      return {
        title: `${doc} emitida`,
        body: `${doc} ${f(fields, 'billNumber')} por ${f(fields, 'amount')}${client}.`,
      };
    case 'BILL_ANNULLED':
      return {
        title: `${doc} anulada`,
        body: `${doc} ${f(fields, 'billNumber')} por ${f(fields, 'amount')}${client} anulada.`,
      };
    case 'ORDER_READY':
      return audience === 'client'
        ? { title: 'Pedido listo', body: `Tu pedido ${order} está listo para entregar.` }
        : { title: 'Pedido listo', body: `El pedido ${order}${client} está listo para entregar.` };
    case 'PERSON_DELIVERED':
      return {
        title: 'Entrega registrada',
        body: `${f(fields, 'personName')} recibió lo del pedido ${order}${client}.`,
      };
    case 'SIAT_PROBLEM':
      return {
        title: 'Problema con SIAT',
        body: `${doc} ${f(fields, 'billNumber')}${client}: ${f(fields, 'subject')}.`,
      };
    case 'PAYMENT_REMINDER':
      return {
        title: 'Recordatorio de pago',
        body: `${doc} ${f(fields, 'billNumber')}${client}: saldo de ${f(fields, 'amount')}, vence el ${f(fields, 'date')}.`,
      };
    case 'SUPPORT_TICKET':
      return { title: 'Consulta de soporte', body: `${f(fields, 'subject')}${client}.` };
    case 'SUPPORT_REPLY':
      return { title: 'Respuesta de soporte', body: `Nueva respuesta: ${f(fields, 'subject')}.` };
    case 'LOW_STOCK':
      return {
        title: 'Stock bajo',
        body: `El material ${f(fields, 'materialName')} está por debajo de su mínimo.`,
      };
  }
}

const D = '/director/dashboard';

/** The query parameter a list screen opens a record's details from (a notification's link). */
export const VIEW_PARAM = 'view';

/**
 * Where a notification of each kind takes its reader: the record's own screen, its details open
 * (`?view=<id>`: the order, the bill, the payment, the ticket, the material).
 */
export function eventLink(
  kind: EventKind,
  entityId: number | null | undefined,
  audience: 'staff' | 'client',
): string {
  const view = (path: string) => (entityId ? `${path}?${VIEW_PARAM}=${entityId}` : path);
  if (audience === 'client') {
    if (kind.startsWith('SUPPORT')) return view('/client/support');
    return kind.startsWith('ORDER') ? view('/client/dashboard') : '/client/dashboard';
  }
  if (kind.startsWith('ORDER') || kind === 'PERSON_DELIVERED') return view(`${D}/orders`);
  if (kind.startsWith('BILL') || kind === 'SIAT_PROBLEM' || kind === 'PAYMENT_REMINDER')
    return view(`${D}/bills`);
  if (kind.startsWith('PAYMENT')) return view(`${D}/verification-bills`);
  if (kind === 'LOW_STOCK') return view(`${D}/materials`);
  if (kind.startsWith('SUPPORT')) return view(`${D}/support`);
  return `${D}/notifications`;
}

/** The `date` field of an event: the day it happened, as people in Bolivia read it. */
export const eventDate = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', { timeZone: 'America/La_Paz' });
