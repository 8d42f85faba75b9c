import type { Generated, Selectable } from 'kysely';

/** The SIAT settings: one row (id 1); the delegated token sealed (lib/secret-box.ts). */
export interface SiatSettingsTable {
  id: number;
  environment: 'PILOTO' | 'PRODUCCION';
  nit: string | null;
  systemCode: string | null;
  tokenSecret: string | null;
  branch: number;
  pointOfSale: number;
  activityCode: string | null;
  lastSyncAt: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** Every CUIS and CUFD SIAT gave, newest last: the one in force is the newest still valid. */
export interface SiatCodesTable {
  id: Generated<number>;
  kind: 'CUIS' | 'CUFD';
  environment: string;
  branch: number;
  pointOfSale: number;
  code: string;
  controlCode: string | null;
  address: string | null;
  validUntil: string;
  createdAt: string;
}

/** The synced SIN catalogues, one row per entry; a sync replaces a catalogue's rows. */
export interface SiatCatalogueTable {
  id: Generated<number>;
  name: string;
  code: string;
  description: string;
  activityCode: string | null;
  searchText: string;
  syncedAt: string;
}

/** Counters that never go back (the factura number). */
export interface SiatCountersTable {
  name: string;
  value: number;
}

/** A significant event (contingency): opened when SIAT cannot be reached. */
export interface SiatEventsTable {
  id: Generated<number>;
  eventCode: number;
  description: string;
  cufd: string;
  startedAt: string;
  endedAt: string | null;
  receptionCode: string | null;
  state: 'OPEN' | 'CLOSED' | 'REGISTERED' | 'SENT';
}

export interface SiatPackagesTable {
  id: Generated<number>;
  eventId: number;
  receptionCode: string | null;
  state: string;
  messages: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/** The factura side of a bill (the bill itself is the billing module's). */
export interface SiatInvoicesTable {
  id: Generated<number>;
  billId: number;
  number: number;
  cuf: string;
  cufd: string;
  /** The issuer's NIT when issued (the QR URL's). */
  nit: string;
  /** 1 online, 2 offline (contingency). */
  emissionType: number;
  state: 'PENDIENTE_ENVIO' | 'VALIDADA' | 'OBSERVADA' | 'RECHAZADA' | 'ANULADA';
  /** JSON array of SIAT's messages. */
  messages: Generated<string>;
  xml: string;
  legend: string;
  nitException: number;
  receptionCode: string | null;
  eventId: number | null;
  packageId: number | null;
  annulReasonCode: number | null;
  annulledAt: string | null;
  issuedAt: string;
  sentAt: string | null;
  updatedAt: string;
}

declare module '../../db/schema' {
  interface Database {
    siatSettings: SiatSettingsTable;
    siatCodes: SiatCodesTable;
    siatCatalogue: SiatCatalogueTable;
    siatCounters: SiatCountersTable;
    siatEvents: SiatEventsTable;
    siatPackages: SiatPackagesTable;
    siatInvoices: SiatInvoicesTable;
  }
}

export type SiatInvoiceRow = Selectable<SiatInvoicesTable>;
export type SiatSettingsRow = Selectable<SiatSettingsTable>;
