import type { BillingMode } from '@taller/shared';
import { createSecretBox } from '../../lib/secret-box';
import { runExclusively } from '../../lib/job-lock';
import { createWakeableLoop, type WakeableLoop } from '../../lib/wakeable-loop';
import { defineModule } from '../module';
import type { SiatGateway } from './siat-gateway';
import { createSoapGateway } from './siat-soap';
import { createSiatSettings, type SiatSettingsStore } from './siat-settings';
import { createSiatSync, type SiatSync } from './siat-sync';
import { siatRoutes } from './siat.routes';

export type SiatModule = {
  settings: SiatSettingsStore;
  sync: SiatSync;
  gateway: SiatGateway;
  /** The codes and catalogues kept fresh in the background, once across instances. */
  worker: WakeableLoop;
  /** The time SIAT's rules are checked against (tests set it; no sleeps). */
  clock: { now: () => Date };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** SIAT online invoicing (issue 36). */
    siat: SiatModule;
  }
}

/**
 * SIAT, Computarizada en Línea: settings, codes, catalogues, the facturas' SIAT side. Registered
 * before billing, which issues through it; the billing mode is read at call time from billing's
 * service (Datos de facturación), so this module imports nothing of billing.
 */
export const siatModule = defineModule('siat', async (app) => {
  const { db, dialect } = app;
  const clock = { now: () => new Date() };
  const settings = createSiatSettings({
    db,
    box: createSecretBox(app.config.jwtSecret, 'siat-secrets'),
  });
  const gateway = createSoapGateway({ urls: app.config.siatUrls, timeoutMs: 20_000 });
  const mode = async (): Promise<BillingMode> => {
    const info = (await app.billingInfo.get()) as { billingMode?: BillingMode };
    return info.billingMode ?? 'NONE';
  };
  const sync = createSiatSync({ db, gateway, settings, now: () => clock.now(), mode });
  const worker = createWakeableLoop({
    name: 'siat-codes',
    sweepEveryMs: 3_600_000,
    log: app.log,
    run: async () => {
      let next: number | null = null;
      await runExclusively(db, dialect, 'siat-codes', async () => {
        next = await sync.runDue();
      });
      return next;
    },
  });
  app.decorate('siat', { settings, sync, gateway, worker, clock });
  app.addHook('onReady', async () => worker.wake());
  app.addHook('onClose', () => worker.stop());
  await app.register(siatRoutes);
});
