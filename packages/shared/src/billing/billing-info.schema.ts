import {
  documentField,
  idField,
  optionalEmail,
  optionalFreeText,
  optionalPhone,
  requiredText,
  versionField,
} from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { BILLING_MODES } from '../siat/siat.schema';
import { z } from '../zod';
import { BILLING_MESSAGES as M } from './billing-messages';

export const [BILLING_CURRENCY_LABELS, BILLING_CURRENCIES] = codeSet({
  BOB: 'Bolivianos (Bs)',
  USD: 'Dólares (US$)',
});
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const DEFAULT_TAX_RATE_PERCENT = 13;
export const DEFAULT_BILL_SERIES = 'F';
export const BILL_NUMBER_MAX = 999_999;
export const BANK_ACCOUNTS_MAX = 5;

export const taxIdField = documentField('El NIT', M.taxIdRequired, M.taxIdInvalid);

export const BankAccountSchema = z.object({
  bank: requiredText('El banco', M.bankRequired, 100),
  accountNumber: z
    .string({ error: M.accountRequired })
    .trim()
    .min(1, M.accountRequired)
    .max(40, 'El número de cuenta no puede tener más de 40 caracteres')
    .regex(/^[0-9][0-9 -]*$/, M.accountInvalid),
  holder: requiredText('El titular', M.holderRequired, 150),
  currency: z.enum(BILLING_CURRENCIES, { error: M.currencyInvalid }),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** PUT /api/info-bill: the whole identity as the form holds it, over the version it was read at. */
export const UpdateBillingInfoInputSchema = z.object({
  version: versionField(M.versionRequired, 0),
  businessName: requiredText('La razón social', M.businessNameRequired, 150),
  taxId: taxIdField,
  address: optionalFreeText('La dirección', 200),
  city: optionalFreeText('La ciudad', 100),
  phone: optionalPhone,
  email: optionalEmail,
  logoMediaId: idField(M.imageInvalid).nullish(),
  qrMediaId: idField(M.imageInvalid).nullish(),
  bankAccounts: z
    .array(BankAccountSchema, { error: M.accountsInvalid })
    .max(BANK_ACCOUNTS_MAX, M.tooManyAccounts),
  taxRatePercent: z
    .number({ error: M.taxRateInvalid })
    .min(0, M.taxRateInvalid)
    .max(100, M.taxRateInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.taxRateInvalid),
  pricesIncludeTax: z.boolean({ error: M.pricesIncludeTaxInvalid }),
  currency: z.enum(BILLING_CURRENCIES, { error: M.currencyInvalid }),
  seriesPrefix: z
    .string({ error: M.seriesInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,5}$/, M.seriesInvalid),
  nextNumber: z
    .number({ error: M.nextNumberInvalid })
    .int(M.nextNumberInvalid)
    .min(1, M.nextNumberInvalid)
    .max(BILL_NUMBER_MAX, M.nextNumberInvalid),
  footer: optionalFreeText('La leyenda', 500),
  /** 'Modo de facturación'; left out, the stored mode stays (older clients never switch it off). */
  billingMode: z.enum(BILLING_MODES, { error: M.billingModeInvalid }).optional(),
});
export type UpdateBillingInfoInput = z.input<typeof UpdateBillingInfoInputSchema>;
export type UpdateBillingInfoData = z.output<typeof UpdateBillingInfoInputSchema>;

const ImageSchema = z.object({ id: z.number().int(), url: z.string() }).nullable();

export const BillingInfoHistoryEntrySchema = z.object({
  by: z.string().nullable(),
  at: z.string(),
  /** The Spanish names of the fields that changed. */
  changes: z.array(z.string()),
});

export const BillingInfoSchema = z.object({
  version: z.number().int(),
  /** False until the identity is first saved: bills cannot be issued before. */
  isComplete: z.boolean(),
  businessName: z.string(),
  taxId: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: ImageSchema,
  qr: ImageSchema,
  bankAccounts: z.array(BankAccountSchema),
  taxRatePercent: z.number(),
  pricesIncludeTax: z.boolean(),
  currency: z.enum(BILLING_CURRENCIES),
  seriesPrefix: z.string(),
  nextNumber: z.number().int(),
  /** True once a bill of the series exists: its next number can no longer be set. */
  isSeriesStarted: z.boolean(),
  footer: z.string().nullable(),
  /** NONE: notas de venta; SIAT_COMPUTARIZADA: facturas through SIAT (issue 36). */
  billingMode: z.enum(BILLING_MODES),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  history: z.array(BillingInfoHistoryEntrySchema),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

/** The Spanish name of each field, for the history of changes. */
export const BILLING_INFO_FIELD_LABELS: Record<string, string> = {
  businessName: 'Razón social',
  taxId: 'NIT',
  address: 'Dirección',
  city: 'Ciudad',
  phone: 'Teléfono',
  email: 'Correo',
  logoMediaId: 'Logo',
  qrMediaId: 'QR de pago',
  bankAccounts: 'Cuentas bancarias',
  taxRatePercent: 'Tasa de impuesto',
  pricesIncludeTax: 'Precios con impuesto',
  currency: 'Moneda',
  seriesPrefix: 'Serie',
  nextNumber: 'Próximo número',
  footer: 'Leyenda',
  billingMode: 'Modo de facturación',
};
