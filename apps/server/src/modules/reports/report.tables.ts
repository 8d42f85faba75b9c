import type { Generated } from 'kysely';

/**
 * The reports' daily roll-ups (migration 038, decision 029), read and written by raw SQL in
 * report.repository.ts and report-rollup.ts; declared here so that the module owns them. `day`
 * is 'YYYY-MM-DD' (UTC); a 0 line or institution stands for "any"; figures are bigint.
 */
type Figure = number | string;

/** A day to rebuild ('*': every day), marked by the sources' triggers. */
export interface ReportDirtyTable {
  id: Generated<number>;
  day: string;
}

interface Scoped {
  day: string;
  lineId: number;
  institutionId: number;
}

export interface ReportReceivedTable extends Scoped {
  status: string;
  orders: Figure;
  amountCents: Figure;
  owedCents: Figure;
}

export interface ReportClientsTable extends Scoped {
  clientId: number;
  orders: Figure;
  amountCents: Figure;
}

export interface ReportDeliveredTable extends Scoped {
  delivered: Figure;
  onTime: Figure;
}

export interface ReportMoneyTable extends Scoped {
  kind: 'billed' | 'collected';
  cents: Figure;
}

export interface ReportConsumptionTable extends Scoped {
  materialId: number;
  milli: Figure;
}

/** Units per the product's own line, model and colour (`known` 0: a pack without products). */
export interface ReportUnitsTable {
  kind: 'received' | 'delivered';
  day: string;
  institutionId: number;
  lineId: number | null;
  modelId: number | null;
  colorId: number | null;
  known: number;
  units: Figure;
}

export interface ReportSizesTable {
  day: string;
  institutionId: number;
  lineId: number | null;
  size: string | null;
  people: Figure;
  heightSum: Figure;
  heights: Figure;
}

export interface ReportOrderLinesTable {
  day: string;
  orderId: number;
  lineId: number;
}

declare module '../../db/schema' {
  interface Database {
    reportDirty: ReportDirtyTable;
    reportReceived: ReportReceivedTable;
    reportClients: ReportClientsTable;
    reportDelivered: ReportDeliveredTable;
    reportMoney: ReportMoneyTable;
    reportConsumption: ReportConsumptionTable;
    reportUnits: ReportUnitsTable;
    reportSizes: ReportSizesTable;
    reportOrderLines: ReportOrderLinesTable;
  }
}
