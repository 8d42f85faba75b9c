import type { Generated, Selectable } from 'kysely';
import type { BillDocument, BillingMode } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';

/** The billing tables (migration 009), added to the Database interface. */
export interface BillingInfoTable {
  id: number;
  version: number;
  businessName: string;
  taxId: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  logoMediaId: number | null;
  qrMediaId: number | null;
  /** JSON text of BankAccount[]. */
  bankAccounts: string;
  taxRateBp: number;
  /** 0 or 1. */
  pricesIncludeTax: number;
  currency: string;
  seriesPrefix: string;
  footer: string | null;
  /** Migration 024: 'NONE' (notas de venta) or 'SIAT_COMPUTARIZADA' (facturas). */
  billingMode: BillingMode;
  updatedBy: string | null;
  updatedAt: string;
}

export interface BillingInfoHistoryTable {
  id: Generated<number>;
  changedBy: string | null;
  changedAt: string;
  changes: string;
  snapshot: string;
}

export interface BillCountersTable {
  series: string;
  lastNumber: number;
}

export interface BillsTable extends AuditColumns {
  id: Generated<number>;
  number: string;
  series: string;
  sequence: number;
  orderId: number;
  clientId: number;
  kind: 'TOTAL' | 'ADVANCE' | 'BALANCE';
  status: 'ISSUED' | 'PARTIALLY_PAID' | 'PAID' | 'ANNULLED';
  billingName: string;
  billingTaxId: string;
  currency: string;
  taxRateBp: number;
  pricesIncludeTax: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: Generated<number>;
  /** JSON text of Issuer. */
  issuer: string;
  issuedAt: string;
  issuedBy: string | null;
  annulledAt: string | null;
  annulledBy: string | null;
  annulReason: string | null;
  clientKey: string;
  searchText: string;
  /** Migration 024: what the bill is, fixed when it is issued (never changed afterwards). */
  document: Generated<BillDocument>;
}

export interface BillLinesTable {
  id: Generated<number>;
  billId: number;
  position: number;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface PaymentsTable extends AuditColumns {
  id: Generated<number>;
  orderId: number;
  billId: number | null;
  amountCents: number;
  paidAt: string;
  method: 'TRANSFER' | 'QR' | 'DEPOSIT' | 'CASH';
  reference: string | null;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  mediaId: number;
  fileSha256: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  searchText: string;
  /** Migration 015: the part of an approved amount beyond what was owed, and why. */
  excessCents: Generated<number>;
  overpaymentReason: string | null;
}

/** What billing keeps on an order (migrations 009 and 015). */
export interface OrderBillingColumns {
  billedCents: Generated<number>;
  paidCents: Generated<number>;
  creditCents: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    billingInfo: BillingInfoTable;
    billingInfoHistory: BillingInfoHistoryTable;
    billCounters: BillCountersTable;
    bills: BillsTable;
    billLines: BillLinesTable;
    payments: PaymentsTable;
  }
}

export type BillingInfoRow = Selectable<BillingInfoTable>;
export type BillRow = Selectable<BillsTable>;
export type PaymentRow = Selectable<PaymentsTable>;

/** The billing identity as printed on a bill, kept with it when it is issued. */
export type Issuer = Pick<
  BillingInfoTable,
  'businessName' | 'taxId' | 'address' | 'city' | 'phone' | 'email'
> & {
  logoKey: string | null;
  qrKey: string | null;
  bankAccounts: { bank: string; accountNumber: string; holder: string; currency: string }[];
  footer: string | null;
};

/** Images the billing identity shows (logo, QR) are media rows attached to themselves. */
export const BILLING_IMAGE_ENTITY = 'BILLING_IMAGE';
/** A payment proof's file is a media row attached to its payment. */
export const PAYMENT_ENTITY = 'PAYMENT';
