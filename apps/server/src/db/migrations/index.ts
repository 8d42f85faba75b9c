import { m001UsersSessions } from './001-users-sessions';
import { m002Lines } from './002-lines';
import { m003Media } from './003-media';
import { m004Models } from './004-models';
import { m005InstitutionsClients } from './005-institutions-clients';
import { m006Catalogue } from './006-catalogue';
import { m007Orders } from './007-orders';
import { m008OrdersIndexes } from './008-orders-indexes';
import { m009Billing } from './009-billing';
import { m010Materials } from './010-materials';
import { m011Notifications } from './011-notifications';
import { m012ClientArea } from './012-client-area';
import { m013Reports } from './013-reports';
import { m014ScaleOut } from './014-scale-out';
import { m015Overpayment } from './015-overpayment';
import { m016MoneyBigint } from './016-money-bigint';
import { m017MoneyChecks } from './017-money-checks';
import { m019PersonSizes } from './019-person-sizes';
import { m020SizeCharts } from './020-size-charts';
import { m021ProductionStages } from './021-production-stages';
import { m022CutPlans } from './022-cut-plans';
import { m023Deliveries } from './023-deliveries';
import { m024BillingMode } from './024-billing-mode';
import { m025Siat } from './025-siat';
import { m026Receivables } from './026-receivables';
import { m027WhatsAppMedia } from './027-whatsapp-media';
import { m028SiatContingency } from './028-siat-contingency';
import { m029Reminders } from './029-reminders';
import { m030StockReceipts } from './030-stock-receipts';
import { m032Imports } from './032-imports';
import { m033OrderRollups } from './033-order-rollups';
import { m034StockValuation } from './034-stock-valuation';
import { m035Suppliers } from './035-suppliers';
import { m036PurchaseOrders } from './036-purchase-orders';
import { m037Costing } from './037-costing';
import { m038ReportRollups } from './038-report-rollups';
import type { Migration } from './types';

/** Every migration, in order. Append only; never edit one that has shipped. */
export const migrations: Migration[] = [
  m001UsersSessions,
  m002Lines,
  m003Media,
  m004Models,
  m005InstitutionsClients,
  m006Catalogue,
  m007Orders,
  m008OrdersIndexes,
  m009Billing,
  m010Materials,
  m011Notifications,
  m012ClientArea,
  m013Reports,
  m014ScaleOut,
  m015Overpayment,
  m016MoneyBigint,
  m017MoneyChecks,
  m019PersonSizes,
  m020SizeCharts,
  m021ProductionStages,
  m022CutPlans,
  m023Deliveries,
  m024BillingMode,
  m025Siat,
  m026Receivables,
  m027WhatsAppMedia,
  m028SiatContingency,
  m029Reminders,
  m030StockReceipts,
  m032Imports,
  m033OrderRollups,
  m034StockValuation,
  m035Suppliers,
  m036PurchaseOrders,
  m037Costing,
  m038ReportRollups,
];
