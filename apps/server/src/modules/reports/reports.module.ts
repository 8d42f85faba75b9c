import { defineModule } from '../module';
import { marginRoutes } from './margin';
import { reportRoutes } from './report.routes';
import { createReportService, type ReportService } from './report.service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportService;
  }
}

export const reportsModule = defineModule('reports', async (app) => {
  app.decorate('reports', createReportService({ db: app.db, dialect: app.dialect }));
  await app.register(reportRoutes);
  await app.register(marginRoutes);
});
