import { createWakeableLoop } from '../../lib/wakeable-loop';
import { defineModule } from '../module';
import { marginRoutes } from './margin';
import { reportRoutes } from './report.routes';
import { createReportService, type ReportService } from './report.service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportService;
  }
}

/** How often the roll-ups' marked days are rebuilt when no report asks (decision 029). */
export const ROLLUPS_EVERY_MS = 60_000;

export const reportsModule = defineModule('reports', async (app) => {
  app.decorate('reports', createReportService({ db: app.db, dialect: app.dialect }));
  // Built at start (the first start after migration 038 builds every day) and kept in the
  // background, so that a report rarely waits and the marks do not pile up; a report call
  // still rebuilds what is marked before it answers.
  const rollups = createWakeableLoop({
    name: 'report-rollups',
    sweepEveryMs: ROLLUPS_EVERY_MS,
    log: app.log,
    run: async () => {
      await app.reports.settle();
      return null;
    },
  });
  app.addHook('onReady', async () => rollups.wake());
  app.addHook('onClose', () => rollups.stop());
  await app.register(reportRoutes);
  await app.register(marginRoutes);
});
