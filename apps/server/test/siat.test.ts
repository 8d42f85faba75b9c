import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIAT_MESSAGES as M } from '@taller/shared';
import type { FakeSiat } from './fake-siat';
import { loginAs } from './auth-helpers';
import { caller, type Caller } from './people-helpers';
import { SIAT_TOKEN, configureSiat, siatSettingsBody, startSiatApp } from './siat-helpers';
import { testDialect, type TestApp } from './test-app';

let t: TestApp;
let fake: FakeSiat;
let director: Caller;
beforeAll(async () => {
  ({ t, fake, director } = await startSiatApp());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe(`SIAT settings, sync and catalogues (${testDialect})`, () => {
  it('keeps the token write-only and sealed, and lets only the director see the settings', async () => {
    const saved = await director('PUT', '/api/siat/settings', siatSettingsBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(M.settingsSaved);
    expect(saved.body.data).toMatchObject({ nit: '1020304050', hasToken: true });
    expect(saved.text).not.toContain(SIAT_TOKEN);
    // A blank token keeps the stored one.
    const again = await director('PUT', '/api/siat/settings', siatSettingsBody({ token: '' }));
    expect(again.body.data.hasToken).toBe(true);
    const read = await director('GET', '/api/siat/settings');
    expect(read.text).not.toContain(SIAT_TOKEN);
    const row = await t.app.db.selectFrom('siatSettings').selectAll().executeTakeFirstOrThrow();
    expect(row.tokenSecret).not.toContain(SIAT_TOKEN);
    expect(await t.app.siat.settings.open()).toMatchObject({ token: SIAT_TOKEN });

    const admin = caller(t, (await loginAs(t, 'ADMINISTRADOR')).token);
    expect((await admin('GET', '/api/siat/settings')).statusCode).toBe(403);
    expect((await admin('PUT', '/api/siat/settings', siatSettingsBody())).statusCode).toBe(403);
  });

  it('syncs the codes and every catalogue, and the status shows them', async () => {
    const status = await configureSiat(director);
    expect(status.cufdValidUntil).not.toBeNull();
    expect(status.lastSync).not.toBeNull();
    expect(status).toMatchObject({ environment: 'PILOTO', contingency: null });
    expect(fake.received.cufds).toHaveLength(1);
    expect(fake.received.calls.map((c) => c.operation)).toContain('sincronizarFechaHora');

    const staff = caller(t, (await loginAs(t, 'PRODUCER')).token);
    const legends = await staff('GET', '/api/siat/catalogue/legends?activityCode=141000');
    expect(legends.statusCode).toBe(200);
    expect(legends.body.data.total).toBe(2);
    expect(legends.body.data.syncedAt).not.toBeNull();
    const found = await staff('GET', '/api/siat/catalogue/products?q=uniformes');
    expect(found.body.data.items).toEqual([
      { code: '28222', description: 'UNIFORMES ESCOLARES Y DE TRABAJO', activityCode: '141000' },
    ]);
    const reasons = await staff('GET', '/api/siat/catalogue/annulmentReasons?pageSize=1');
    expect(reasons.body.data.items).toHaveLength(1);
    expect(reasons.body.data.total).toBeGreaterThan(1);
    expect((await staff('GET', '/api/siat/status')).body.data.cufdValidUntil).toBe(
      status.cufdValidUntil,
    );
    const unknown = await staff('GET', '/api/siat/catalogue/planetas');
    expect(unknown.statusCode).toBe(400);
  });

  it('names the step that failed when SIAT is down, in Spanish', async () => {
    fake.set({ down: true });
    try {
      const res = await director('POST', '/api/siat/sync');
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({ code: 'SIAT_UNAVAILABLE' });
      expect(res.body.message).toBe(M.syncFailed('fecha y hora', M.unreachable));
    } finally {
      fake.set({ down: false });
    }
  });

  it('refuses to sync before the settings are complete', async () => {
    await director('PUT', '/api/siat/settings', siatSettingsBody({ nit: '' }));
    const res = await director('POST', '/api/siat/sync');
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'SIAT_NOT_CONFIGURED', message: M.notConfigured });
    await director('PUT', '/api/siat/settings', siatSettingsBody());
  });
});
