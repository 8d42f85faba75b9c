import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIAT_MESSAGES as M,
  SiatCatalogueNameParamSchema,
  SiatCataloguePageSchema,
  SiatCatalogueQuerySchema,
  SiatSettingsSchema,
  SiatStatusSchema,
  SiatSyncResultSchema,
  UpdateSiatSettingsInputSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';
import { findCataloguePage } from './siat.repository';

// Not on resourceRoutes: one settings record, a status, a sync and read-only catalogues.
/** SIAT (issue 36): its settings for the director, the sync for managers, the rest for staff. */
export const siatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siat } = app;
  const tags = ['siat'];
  const director = { config: { access: 'director' }, tags } as const;
  const managers = { config: { access: 'manager' }, tags } as const;
  const staff = { config: { access: 'staff' }, tags } as const;

  app.get(
    '/api/siat/settings',
    answering(director, SiatSettingsSchema, {
      summary: 'Get the SIAT settings (the delegated token is never answered)',
    }),
    async () => ok(await siat.settings.get(), M.settingsFound),
  );
  app.put(
    '/api/siat/settings',
    answering(director, SiatSettingsSchema, {
      summary: 'Save the SIAT settings (a blank token keeps the stored one)',
      body: UpdateSiatSettingsInputSchema,
    }),
    async (request) => {
      const saved = await siat.settings.save(request.body, request.user.name);
      siat.worker.wake();
      return ok(saved, M.settingsSaved);
    },
  );
  app.post(
    '/api/siat/sync',
    answering(managers, SiatSyncResultSchema, {
      summary: 'Synchronise the clock, the CUIS, a new CUFD and every SIN catalogue now',
    }),
    async () => ok(await siat.sync.syncAll(), M.synced),
  );
  app.get(
    '/api/siat/status',
    answering(staff, SiatStatusSchema, {
      summary: "Get SIAT's state: mode, CUFD validity, contingency, last sync",
    }),
    async () => ok(await siat.sync.status(), M.statusFound),
  );
  app.get(
    '/api/siat/catalogue/:name',
    answering(staff, SiatCataloguePageSchema, {
      summary: 'Search a synced SIN catalogue, paged',
      params: SiatCatalogueNameParamSchema,
      querystring: SiatCatalogueQuerySchema,
    }),
    async (request) =>
      ok(await findCataloguePage(app.db, request.params.name, request.query), M.catalogueFound),
  );
};
