import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';
import { MAX_DOWNLOAD_ATTEMPTS } from '../src/modules/whatsapp/whatsapp-downloads';
import { loginAs } from './auth-helpers';
import { incomingOfType, signedWebhook, startFakeGraph } from './fake-graph';
import { orderFixtures } from './order-helpers';
import { caller, type Caller } from './people-helpers';
import { eventually } from './poll';
import { png } from './sample-files';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SECRETS, configureWhatsApp } from './whatsapp-helpers';

type Message = {
  id: number;
  body: string | null;
  error: string | null;
  file: { fileType: string } | null;
};

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let api: Caller;
const PHONE = '+59170000041';
// Retries come back after minutes by the real clock: only the clock the test moves brings them.
const BASE_MS = 60_000;
let offsetMs = 0;

const webhook = (body: unknown) => {
  const signed = signedWebhook(body, SECRETS.appSecret);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });
};

/** A photo `mediaId` arrives with `caption`; answers its message's id once the first try ended. */
async function photoArrives(mediaId: string, caption: string) {
  const res = await webhook(
    incomingOfType(PHONE.slice(1), `wamid.${mediaId}`, 'image', {
      id: mediaId,
      mime_type: 'image/jpeg',
      caption,
    }),
  );
  expect(res.statusCode).toBe(200);
  await t.app.background.idle();
  return (await messageWith(caption)).id;
}

async function messageWith(caption: string) {
  const items = (await api('GET', '/api/whatsapp/messages?direction=IN&pageSize=100')).body.data
    .items as Message[];
  return items.find((m) => m.body === caption)!;
}

/** Requests for `mediaId`'s url so far (each try asks for it first). */
const triesOf = (mediaId: string) =>
  graph.downloads.filter((d) => /^\/v[0-9.]+\//.test(d.path) && d.path.endsWith(`/${mediaId}`))
    .length;

/** Moves the downloads' clock past the next retry of every message (4^4 bases cover five). */
const later = (ms = BASE_MS * 4 ** MAX_DOWNLOAD_ATTEMPTS) => {
  offsetMs += ms;
};

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_RETRY_BASE_MS: String(BASE_MS),
    WHATSAPP_TIMEOUT_MS: '300',
  });
  t.app.whatsappDownloads.clock.now = () => new Date(Date.now() + offsetMs);
  api = caller(t, (await loginAs(t, 'DIRECTOR')).token);
  const f = await orderFixtures(api, 'WDR');
  await configureWhatsApp(api, f.client.id, PHONE);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe(`incoming files downloaded again while Graph may recover (${testDialect})`, () => {
  it('tries again after Graph failed and timed out, backing off, and stores the file', async () => {
    const photo = png(12, 12);
    graph.putFile('media.retry1', photo, 'image/jpeg', SECRETS.accessToken);
    graph.failDownloads('server-error', 'hang');
    const id = await photoArrives('media.retry1', 'Comprobante reintentado');
    expect(triesOf('media.retry1')).toBe(1);
    // Not final: staff see no failure yet, and nothing is tried before its time.
    expect(await messageWith('Comprobante reintentado')).toMatchObject({ error: null, file: null });
    await t.app.whatsappDownloads.attempt(id);
    expect(triesOf('media.retry1')).toBe(1);

    later(BASE_MS); // the first retry falls due: Graph does not answer (timeout)
    await t.app.whatsappDownloads.attempt(id);
    expect(triesOf('media.retry1')).toBe(2);
    expect(await messageWith('Comprobante reintentado')).toMatchObject({ error: null, file: null });
    later(BASE_MS); // the next one is four bases later, not one
    await t.app.whatsappDownloads.attempt(id);
    expect(triesOf('media.retry1')).toBe(2);

    later(BASE_MS * 3); // due: the background loop tries it, and Graph is back
    t.app.whatsappDownloads.wake();
    await expect
      .poll(async () => (await messageWith('Comprobante reintentado')).file, eventually)
      .toMatchObject({ fileType: 'IMAGE' });
    expect(await messageWith('Comprobante reintentado')).toMatchObject({ error: null });
    const served = await t.app.inject({
      url: `/api/whatsapp/message/${id}/file`,
      headers: { authorization: `Bearer ${(await loginAs(t, 'DIRECTOR')).token}` },
    });
    expect(served.rawPayload.equals(photo)).toBe(true);
  });

  it(`shows the failure only when final, after ${MAX_DOWNLOAD_ATTEMPTS} tries`, async () => {
    graph.putFile('media.down2', png(8, 8), 'image/jpeg', SECRETS.accessToken);
    graph.failDownloads(...Array<'server-error'>(MAX_DOWNLOAD_ATTEMPTS).fill('server-error'));
    const id = await photoArrives('media.down2', 'Foto sin suerte');
    for (let tries = 2; tries <= MAX_DOWNLOAD_ATTEMPTS; tries++) {
      expect(await messageWith('Foto sin suerte')).toMatchObject({ error: null, file: null });
      later();
      await t.app.whatsappDownloads.attempt(id);
      expect(triesOf('media.down2')).toBe(tries);
    }
    expect(await messageWith('Foto sin suerte')).toMatchObject({
      error: M.mediaDownloadFailed,
      file: null,
    });
    later();
    await t.app.whatsappDownloads.attempt(id);
    expect(triesOf('media.down2')).toBe(MAX_DOWNLOAD_ATTEMPTS);
  });

  it('gives up at once when Meta has no such file', async () => {
    await photoArrives('media.unknown3', 'Foto perdida');
    expect(await messageWith('Foto perdida')).toMatchObject({ error: M.mediaDownloadFailed });
    expect(triesOf('media.unknown3')).toBe(1);
  });

  it('downloads a file once when two runs try it at the same moment', async () => {
    graph.putFile('media.twice4', png(10, 10), 'image/jpeg', SECRETS.accessToken);
    graph.failDownloads('server-error');
    const id = await photoArrives('media.twice4', 'Foto disputada');
    later();
    await Promise.all([
      t.app.whatsappDownloads.attempt(id),
      t.app.whatsappDownloads.attempt(id),
      t.app.whatsappDownloads.attempt(id),
    ]);
    expect(triesOf('media.twice4')).toBe(2);
    const media = await t.app.db
      .selectFrom('media')
      .select('id')
      .where('entityType', '=', 'WHATSAPP_MESSAGE')
      .where('entityId', '=', id)
      .execute();
    expect(media).toHaveLength(1);
  });
});
