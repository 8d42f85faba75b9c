import { BILLING_MESSAGES as B } from '../billing/billing-messages';
import { PAYMENT_METHODS } from '../billing/payment.schema';
import { idField, idParam } from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { enumFilter, pageSchema, pagedQuery } from '../http/list-query';
import { MONEY_MAX_CENTS } from '../money/money';
import { EVENT_FIELDS, EVENT_KINDS } from '../notifications/event-kinds';
import { OrderDateSchema } from '../orders/order.schema';
import { z } from '../zod';
import { WHATSAPP_MESSAGES } from './whatsapp-messages';

const M = WHATSAPP_MESSAGES;

export const [WHATSAPP_STATUS_LABELS, WHATSAPP_STATUSES, whatsAppStatusLabel] = codeSet({
  QUEUED: 'En cola',
  SENDING: 'Enviando',
  SENT: 'Enviado',
  DELIVERED: 'Entregado',
  READ: 'Leído',
  FAILED: 'Fallido',
  RECEIVED: 'Recibido',
  /** A template not sent (no consent, no phone): logged with its reason, never silently. */
  SKIPPED: 'Omitido',
});
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];
export const WHATSAPP_DIRECTIONS = ['OUT', 'IN'] as const;

/** A client's last message opens a 24-hour window for free text (WhatsApp's rule). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

const secret = z.string().trim().max(1000, M.secretTooLong).optional();
const numericId = z
  .string()
  .trim()
  .max(40, M.idInvalid)
  .regex(/^[0-9]*$/, M.idInvalid)
  .transform((v) => v || null)
  .nullable()
  .optional();

/** GET /api/whatsapp/settings: secrets are never answered, only whether each is set. */
export const WhatsAppSettingsSchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: z.string().nullable(),
  businessAccountId: z.string().nullable(),
  apiVersion: z.string(),
  hasAccessToken: z.boolean(),
  hasAppSecret: z.boolean(),
  hasVerifyToken: z.boolean(),
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type WhatsAppSettings = z.infer<typeof WhatsAppSettingsSchema>;

/** PUT /api/whatsapp/settings: a secret left out (or blank) keeps the stored one. */
export const UpdateWhatsAppSettingsInputSchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: numericId,
  businessAccountId: numericId,
  apiVersion: z
    .string()
    .trim()
    .regex(/^v[0-9]{1,3}\.[0-9]{1,2}$/, M.apiVersionInvalid),
  accessToken: secret,
  appSecret: secret,
  verifyToken: secret,
});
export type UpdateWhatsAppSettingsInput = z.input<typeof UpdateWhatsAppSettingsInputSchema>;
export type UpdateWhatsAppSettingsData = z.output<typeof UpdateWhatsAppSettingsInputSchema>;

export const WhatsAppTemplateSchema = z.object({
  kind: z.enum(EVENT_KINDS, { error: M.kindInvalid }),
  enabled: z.boolean(),
  templateName: z
    .string()
    .trim()
    .max(512, M.templateNameInvalid)
    .regex(/^[a-z0-9_]*$/, M.templateNameInvalid),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, M.languageInvalid),
  /** Field of the event for {{1}}, {{2}}… of the template's body, in this order. */
  variables: z
    .array(z.enum(EVENT_FIELDS, { error: M.variableInvalid }))
    .max(10)
    .refine((list) => new Set(list).size === list.length, M.variableRepeated),
  /** A document header: the bill's PDF, the delivery note… (where the kind has one). */
  document: z.boolean().default(false),
  /** Quick-reply buttons ('Confirmar tallas', 'Ya pagué'), sent as button components. */
  buttons: z
    .array(z.string().trim().min(1, M.buttonInvalid).max(20, M.buttonInvalid))
    .max(3, M.tooManyButtons)
    .default([]),
});
export type WhatsAppTemplate = z.output<typeof WhatsAppTemplateSchema>;
export const WhatsAppTemplatesSchema = z.object({
  items: z.array(WhatsAppTemplateSchema).max(EVENT_KINDS.length),
});
export type WhatsAppTemplates = z.output<typeof WhatsAppTemplatesSchema>;
export type WhatsAppTemplatesInput = z.input<typeof WhatsAppTemplatesSchema>;

/** A file a message carries: an incoming photo or PDF, stored privately. */
export const WhatsAppFileSchema = z.object({
  id: z.number().int(),
  /** IMAGE or PDF. */
  fileType: z.string(),
  originalName: z.string().nullable(),
});

export const WhatsAppMessageSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  direction: z.string(),
  type: z.string(),
  phone: z.string(),
  templateName: z.string().nullable(),
  variables: z.array(z.string()),
  body: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** The file name of the document an outgoing template carries. */
  document: z.string().nullable(),
  buttons: z.array(z.string()),
  /** An incoming file, once downloaded and checked. */
  file: WhatsAppFileSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WhatsAppMessage = z.infer<typeof WhatsAppMessageSchema>;

/** GET /api/whatsapp/messages: the log, newest first. */
export const WhatsAppMessageListQuerySchema = pagedQuery({
  status: enumFilter(WHATSAPP_STATUSES, M.statusInvalid),
  direction: enumFilter(WHATSAPP_DIRECTIONS, M.directionInvalid),
  clientId: idParam(M.clientInvalid).optional(),
});
export type WhatsAppMessageListQuery = z.output<typeof WhatsAppMessageListQuerySchema>;
export const WhatsAppMessagePageSchema = pageSchema(WhatsAppMessageSchema);

export const ClientIdParamsSchema = z.object({ clientId: idParam(M.clientInvalid) });

export const WhatsAppConversationSchema = z.object({
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    optIn: z.boolean(),
    consentAt: z.string().nullable(),
    /** The exact text the client agreed to in their area (null when staff recorded it). */
    consentText: z.string().nullable(),
  }),
  messages: z.array(WhatsAppMessageSchema),
  /** Until when free text may be sent (24 h after the client's last message), or null. */
  windowEndsAt: z.string().nullable(),
  canReply: z.boolean(),
  /** Why a free-text reply is not possible now. */
  replyRefusal: z.string().nullable(),
});
export type WhatsAppConversation = z.infer<typeof WhatsAppConversationSchema>;

export const WhatsAppReplyInputSchema = z.object({
  clientId: idField(M.clientInvalid),
  text: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(4096, M.textTooLong),
});
export type WhatsAppReplyInput = z.input<typeof WhatsAppReplyInputSchema>;

export const WhatsAppConsentInputSchema = z.object({
  clientId: idField(M.clientInvalid),
  optIn: z.boolean(),
});
export type WhatsAppConsentInput = z.input<typeof WhatsAppConsentInputSchema>;

/** GET /api/whatsapp/webhook: Meta's subscription check. */
export const WebhookVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(1000).optional(),
  'hub.challenge': z.string().max(1000).optional(),
});

/** PUT /api/client/{id}/whatsapp-consent and /api/client-area/whatsapp-consent. */
export const WhatsAppConsentChangeSchema = z.object({
  consent: z.boolean({ error: M.consentRequired }),
});
export type WhatsAppConsentChange = z.input<typeof WhatsAppConsentChangeSchema>;

/** A client's consent: when it was given and the exact text agreed to (null when staff set it). */
export const WhatsAppConsentSchema = z.object({
  optIn: z.boolean(),
  consentAt: z.string().nullable(),
  consentText: z.string().nullable(),
  /** The text the client area shows beside the box. */
  offeredText: z.string(),
});
export type WhatsAppConsent = z.infer<typeof WhatsAppConsentSchema>;

/** GET /api/whatsapp/templates/{kind}/preview: the fields of the latest event of that kind. */
export const WhatsAppPreviewSchema = z.object({
  kind: z.enum(EVENT_KINDS),
  /** When that event happened; null when none has yet (fields are then empty). */
  eventAt: z.string().nullable(),
  fields: z.partialRecord(z.enum(EVENT_FIELDS), z.string()),
});
export type WhatsAppPreview = z.infer<typeof WhatsAppPreviewSchema>;
export const WhatsAppKindParamsSchema = z.object({
  kind: z.enum(EVENT_KINDS, { error: M.kindInvalid }),
});

/**
 * POST /api/whatsapp/message/{id}/proof: an incoming file becomes a pending payment proof of one
 * of the client's orders; the payment's own rules (owed amount, bill of the order) apply.
 */
export const WhatsAppProofInputSchema = z.object({
  orderId: idField(B.orderIdInvalid),
  billId: idField(B.billIdInvalid).optional(),
  amountCents: z
    .number({ error: B.amountInvalid })
    .int(B.amountInvalid)
    .min(1, B.amountInvalid)
    .max(MONEY_MAX_CENTS, B.amountInvalid),
  paidAt: z.string({ error: B.paidAtRequired }).min(1, B.paidAtRequired).pipe(OrderDateSchema),
  method: z.enum(PAYMENT_METHODS, { error: B.methodInvalid }),
  reference: z.string().trim().max(100).optional(),
});
export type WhatsAppProofInput = z.input<typeof WhatsAppProofInputSchema>;

/** GET /api/whatsapp/message/{id}/orders: the sender's orders with something still owed. */
export const WhatsAppOpenOrdersSchema = z.array(
  z.object({ id: z.number().int(), number: z.string(), owedCents: z.number().int() }),
);
export type WhatsAppOpenOrder = z.infer<typeof WhatsAppOpenOrdersSchema>[number];
