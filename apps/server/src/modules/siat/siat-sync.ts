import { SIAT_CATALOGUES, type BillingMode, type SiatStatus } from '@taller/shared';
import type { Db } from '../../db/database';
import { callerOf, codeKey, ensureCuis, step } from './siat-context';
import type { SiatGateway } from './siat-gateway';
import type { SiatSettingsStore } from './siat-settings';
import * as repo from './siat.repository';

const HOUR = 3_600_000;
/** A CUFD is asked for again this long before it expires (SIAT gives one for 24 h). */
const CUFD_MARGIN_MS = 2 * HOUR;
/** The catalogues are synced again after this long. */
const CATALOGUE_AGE_MS = 24 * HOUR;

const STEP_NAMES: Record<string, string> = {
  activities: 'actividades',
  legends: 'leyendas',
  products: 'productos y servicios',
  units: 'unidades de medida',
  documentTypes: 'tipos de documento',
  paymentMethods: 'métodos de pago',
  currencies: 'monedas',
  annulmentReasons: 'motivos de anulación',
  significantEvents: 'eventos significativos',
};

export type SyncDeps = {
  db: Db;
  gateway: SiatGateway;
  settings: SiatSettingsStore;
  now: () => Date;
  mode: () => Promise<BillingMode>;
};

/** The clock, the codes and the catalogues, and what staff see of them. */
export function createSiatSync({ db, gateway, settings, now, mode }: SyncDeps) {
  async function refreshCufd(force: boolean) {
    const caller = callerOf(await settings.open());
    const at = now();
    const cuis = await ensureCuis(db, gateway, caller, at);
    await step('fecha y hora', () => gateway.clock({ ...caller, cuis }));
    const current = await repo.findValidCode(db, codeKey(caller, 'CUFD'), at.toISOString());
    const soon = new Date(at.getTime() + CUFD_MARGIN_MS).toISOString();
    const stale = !current || current.validUntil <= soon;
    if (!force && !stale && current.createdAt > new Date(at.getTime() - 24 * HOUR).toISOString())
      return { caller, cuis };
    const cufd = await step('CUFD', () => gateway.cufd({ ...caller, cuis }));
    await repo.insertCode(db, codeKey(caller, 'CUFD'), cufd);
    return { caller, cuis };
  }

  async function syncCatalogues() {
    const caller = callerOf(await settings.open());
    const cuis = await ensureCuis(db, gateway, caller, now());
    for (const name of SIAT_CATALOGUES) {
      const entries = await step(STEP_NAMES[name] ?? name, () =>
        gateway.catalogue({ ...caller, cuis }, name),
      );
      await repo.replaceCatalogue(db, name, entries, now().toISOString());
    }
    await settings.markSynced(now().toISOString());
  }

  return {
    refreshCufd,

    /** Everything now (POST /api/siat/sync): clock, CUIS, a new CUFD, every catalogue. */
    async syncAll(): Promise<SiatStatus> {
      await refreshCufd(true);
      await syncCatalogues();
      return this.status();
    },

    /** The background round: a CUFD when due, the catalogues once a day. Answers the next wait. */
    async runDue(): Promise<number> {
      const open = await settings.open();
      if (!open.nit || !open.systemCode || !open.token) return 6 * HOUR;
      if ((await mode()) !== 'SIAT_COMPUTARIZADA') return 6 * HOUR;
      await refreshCufd(false);
      const last = open.lastSyncAt ? new Date(open.lastSyncAt).getTime() : 0;
      if (now().getTime() - last >= CATALOGUE_AGE_MS) await syncCatalogues();
      return HOUR;
    },

    async status(): Promise<SiatStatus> {
      const open = await settings.open();
      const environment = open.environment === 'PRODUCCION' ? '1' : '2';
      const cufd = await repo.findValidCode(
        db,
        { kind: 'CUFD', environment, branch: open.branch, pointOfSale: open.pointOfSale },
        now().toISOString(),
      );
      const event = await db
        .selectFrom('siatEvents')
        .select(['startedAt'])
        .where('state', '=', 'OPEN')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      const pending = await db
        .selectFrom('siatInvoices')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('state', '=', 'PENDIENTE_ENVIO')
        .executeTakeFirstOrThrow();
      return {
        mode: await mode(),
        environment: open.environment,
        cufdValidUntil: cufd?.validUntil ?? null,
        contingency: event ? { since: event.startedAt, pending: Number(pending.count) } : null,
        lastSync: open.lastSyncAt,
      };
    },
  };
}

export type SiatSync = ReturnType<typeof createSiatSync>;
