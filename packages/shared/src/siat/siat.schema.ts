import { codeSet } from '../forms/code-labels';
import { pageSchema, pagedQuery, searchParam } from '../http/list-query';
import { z } from '../zod';
import { SIAT_MESSAGES as M } from './siat-messages';

/**
 * The contract of SIAT online invoicing (Computarizada en Línea, issue 36): the settings, the
 * status, the SIN catalogues and what a bill answer says of its document. Server and web both
 * read these; the server's routes declare them.
 */

/** Datos de facturación → 'Modo de facturación'. Changing it never rewrites what was issued. */
export const [BILLING_MODE_LABELS, BILLING_MODES] = codeSet({
  NONE: 'Sin facturación electrónica',
  SIAT_COMPUTARIZADA: 'SIAT — Computarizada en Línea',
});
export type BillingMode = (typeof BILLING_MODES)[number];

/** What a bill is: a 'Nota de venta' (no SIAT) or a factura issued through SIAT. */
export const [BILL_DOCUMENT_LABELS, BILL_DOCUMENTS] = codeSet({
  NOTA_DE_VENTA: 'Nota de venta',
  FACTURA: 'Factura',
});
export type BillDocument = (typeof BILL_DOCUMENTS)[number];

/** A factura's state as SIAT last told it (PENDIENTE_ENVIO: issued offline, not yet sent). */
export const [SIAT_STATE_LABELS, SIAT_STATES] = codeSet({
  VALIDADA: 'Validada',
  OBSERVADA: 'Observada',
  RECHAZADA: 'Rechazada',
  ANULADA: 'Anulada',
  PENDIENTE_ENVIO: 'Pendiente de envío',
});
export type SiatState = (typeof SIAT_STATES)[number];

export const [SIAT_ENVIRONMENT_LABELS, SIAT_ENVIRONMENTS] = codeSet({
  PILOTO: 'Piloto (pruebas)',
  PRODUCCION: 'Producción',
});
export type SiatEnvironment = (typeof SIAT_ENVIRONMENTS)[number];

/** The SIN catalogues kept in the database, by the name `GET /api/siat/catalogue/{name}` takes. */
export const [SIAT_CATALOGUE_LABELS, SIAT_CATALOGUES] = codeSet({
  activities: 'Actividades económicas',
  legends: 'Leyendas de facturas',
  products: 'Productos y servicios',
  units: 'Unidades de medida',
  documentTypes: 'Tipos de documento de identidad',
  paymentMethods: 'Métodos de pago',
  currencies: 'Monedas',
  annulmentReasons: 'Motivos de anulación',
  significantEvents: 'Eventos significativos',
});
export type SiatCatalogueName = (typeof SIAT_CATALOGUES)[number];

const smallCode = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(9999, message);
const digits = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .regex(/^[0-9]*$/, message)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** GET /api/siat/settings (director only): the token is never answered, only whether it is set. */
export const SiatSettingsSchema = z.object({
  environment: z.enum(SIAT_ENVIRONMENTS),
  nit: z.string().nullable(),
  systemCode: z.string().nullable(),
  hasToken: z.boolean(),
  branch: z.number().int(),
  pointOfSale: z.number().int(),
  activityCode: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SiatSettings = z.infer<typeof SiatSettingsSchema>;

/** PUT /api/siat/settings: a token left out (or blank) keeps the stored one. */
export const UpdateSiatSettingsInputSchema = z.object({
  environment: z.enum(SIAT_ENVIRONMENTS, { error: M.environmentInvalid }),
  nit: digits(M.nitInvalid, 13),
  systemCode: z
    .string({ error: M.systemCodeInvalid })
    .trim()
    .max(100, M.systemCodeInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, M.systemCodeInvalid)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  token: z.string().trim().max(4000, M.tokenTooLong).optional(),
  branch: smallCode(M.branchInvalid),
  pointOfSale: smallCode(M.pointOfSaleInvalid),
  activityCode: digits(M.activityInvalid, 10),
});
export type UpdateSiatSettingsInput = z.input<typeof UpdateSiatSettingsInputSchema>;
export type UpdateSiatSettingsData = z.output<typeof UpdateSiatSettingsInputSchema>;

/** GET /api/siat/status: what staff see at a glance. */
export const SiatStatusSchema = z.object({
  mode: z.enum(BILLING_MODES),
  environment: z.enum(SIAT_ENVIRONMENTS),
  cufdValidUntil: z.string().nullable(),
  contingency: z.object({ since: z.string(), pending: z.number().int() }).nullable(),
  lastSync: z.string().nullable(),
});
export type SiatStatus = z.infer<typeof SiatStatusSchema>;

/** POST /api/siat/sync: the codes and catalogues, now; answers the status after it. */
export const SiatSyncResultSchema = SiatStatusSchema;

/** An entry of a synced SIN catalogue; `activityCode` for products and legends. */
export const SiatCatalogueEntrySchema = z.object({
  code: z.string(),
  description: z.string(),
  activityCode: z.string().nullable(),
});
export type SiatCatalogueEntry = z.infer<typeof SiatCatalogueEntrySchema>;

export const SiatCatalogueNameParamSchema = z.object({
  name: z.enum(SIAT_CATALOGUES, { error: M.catalogueUnknown }),
});
export const SiatCatalogueQuerySchema = pagedQuery({
  q: searchParam,
  activityCode: z
    .string({ error: M.activityInvalid })
    .trim()
    .max(10, M.activityInvalid)
    .regex(/^[0-9]*$/, M.activityInvalid)
    .optional(),
});
export type SiatCatalogueQuery = z.output<typeof SiatCatalogueQuerySchema>;
export const SiatCataloguePageSchema = pageSchema(SiatCatalogueEntrySchema).extend({
  syncedAt: z.string().nullable(),
});
export type SiatCataloguePage = z.infer<typeof SiatCataloguePageSchema>;

/** What a bill answer says of its document (spread into BillSchema). */
export const BillDocumentFieldsSchema = z.object({
  document: z.enum(BILL_DOCUMENTS),
  /** For facturas only; null on a nota de venta. */
  cuf: z.string().nullable(),
  siatState: z.enum(SIAT_STATES).nullable(),
  /** SIAT's messages (observations, rejection reasons) in Spanish, as SIAT gave them. */
  siatMessages: z.array(z.string()),
  /** The SIN's verification URL the factura's QR encodes (nit, cuf, numero). */
  qrUrl: z.string().nullable(),
  /** Issued while SIAT could not be reached (contingency), sent later in a package. */
  offline: z.boolean(),
});
export type BillDocumentFields = z.infer<typeof BillDocumentFieldsSchema>;

/** A product's SIN codes (from the synced catalogues): activity, product-service, unit. */
export const ProductSiatFieldsSchema = z.object({
  siatActivityCode: z.string().nullable(),
  siatProductCode: z.string().nullable(),
  siatUnitCode: z.string().nullable(),
});
