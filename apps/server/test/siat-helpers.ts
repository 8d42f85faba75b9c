import { startFakeSiat, type FakeSiat } from './fake-siat';
import { loginAs } from './auth-helpers';
import { caller, type Caller } from './people-helpers';
import { createTestApp, type TestApp } from './test-app';

export const SIAT_TOKEN = 'token-delegado-secreto-123';

/** SIAT settings as the director's form sends them (the fake's activity 141000). */
export const siatSettingsBody = (extra: object = {}) => ({
  environment: 'PILOTO',
  nit: '1020304050',
  systemCode: 'SYS-TALLER-1',
  token: SIAT_TOKEN,
  branch: 0,
  pointOfSale: 0,
  activityCode: '141000',
  ...extra,
});

/** A test app pointed at a fake SIAT; both follow the clock the test sets (`clock.now`). */
export async function startSiatApp(): Promise<{
  t: TestApp;
  fake: FakeSiat;
  director: Caller;
  clock: { now: () => Date };
}> {
  const clock = { now: () => new Date() };
  const fake = await startFakeSiat({ now: () => clock.now() });
  const t = await createTestApp({ SIAT_URL: fake.url });
  t.app.siat.clock.now = () => clock.now();
  const director = caller(t, (await loginAs(t, 'DIRECTOR')).token);
  return { t, fake, director, clock };
}

/** Saves the settings and syncs; any failure stops the test. */
export async function configureSiat(api: Caller, extra: object = {}) {
  const saved = await api('PUT', '/api/siat/settings', siatSettingsBody(extra));
  if (saved.statusCode !== 200) throw new Error(saved.text);
  const synced = await api('POST', '/api/siat/sync');
  if (synced.statusCode !== 200) throw new Error(synced.text);
  return synced.body.data;
}
