import type { BillingMode } from '@taller/shared';
import { createSecretBox } from '../../lib/secret-box';
import { runExclusively } from '../../lib/job-lock';
import { createWakeableLoop, type WakeableLoop } from '../../lib/wakeable-loop';
import { defineModule } from '../module';
import type { Db } from '../../db/database';
import type { SiatGateway } from './siat-gateway';
import { issueFactura, type FacturaInput } from './siat-issue';
import { createSiatPackages, type SiatPackages } from './siat-packages';
import { createSiatSender, type SiatSender } from './siat-send';
import { createSoapGateway } from './siat-soap';
import { createSiatSettings, type SiatSettingsStore } from './siat-settings';
import { createSiatSync, type SiatSync } from './siat-sync';
import { siatRoutes } from './siat.routes';

export type SiatModule = {
  settings: SiatSettingsStore;
  sync: SiatSync;
  gateway: SiatGateway;
  /** Sends facturas, checks NITs, annuls (after the bill's transaction). */
  sender: SiatSender;
  /** Issues a bill's factura inside the bill's transaction; answers its id. */
  issue: (trx: Db, input: FacturaInput) => Promise<number>;
  /** The codes and catalogues kept fresh in the background, once across instances. */
  worker: WakeableLoop;
  /** Contingency: registers the events and sends the offline facturas in packages. */
  packages: SiatPackages;
  /** Runs `packages` on a schedule and when a factura goes offline, once across instances. */
  contingency: WakeableLoop;
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
  // Billing registers after this module: its service is read at call time, not imported.
  const mode = async (): Promise<BillingMode> => (await app.billingInfo.get()).billingMode;
  const now = () => clock.now();
  const packages = createSiatPackages({
    db,
    dialect,
    gateway,
    settings,
    now,
    retryMs: app.config.siatRetryMs,
  });
  const contingency = createWakeableLoop({
    name: 'siat-contingency',
    sweepEveryMs: 300_000,
    log: app.log,
    run: () => packages.run(),
  });
  const sync = createSiatSync({ db, gateway, settings, now, mode });
  const sender = createSiatSender({
    db,
    gateway,
    settings,
    now,
    onOffline: () => contingency.wake(),
    renewCufd: () => sync.refreshCufd(true),
  });
  const worker = createWakeableLoop({
    name: 'siat-codes',
    sweepEveryMs: 3_600_000,
    log: app.log,
    run: async () => {
      let next: number | null = null;
      await runExclusively(db, dialect, 'siat-codes', async () => {
        next = await sync.runDue();
        // Facturas SIAT could not be reached for: again in five minutes while some are left.
        if ((await sender.sendPending()) > 0) next = Math.min(next, 300_000);
      });
      return next;
    },
  });
  const issue = (trx: Db, input: FacturaInput) => issueFactura(trx, { settings, now }, input);
  app.decorate('siat', {
    settings,
    sync,
    gateway,
    sender,
    issue,
    worker,
    packages,
    contingency,
    clock,
  });
  app.addHook('onReady', async () => {
    worker.wake();
    contingency.wake();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await contingency.stop();
  });
  await app.register(siatRoutes);
});
