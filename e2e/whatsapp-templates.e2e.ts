import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook, startFakeGraph } from '../apps/server/test/fake-graph';
import { png } from '../apps/server/test/sample-files';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startJourney } from './support/journey';
import { eventually } from './support/poll';
import { expectFitsPhone, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';
const TOKEN = 'EAAG-token-plantillas';
const APP_SECRET = 'secreto-plantillas';
const PHONE = '59170000077';

let graph: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  graph = await startFakeGraph();
});
afterAll(() => graph?.close());
const { server, browser } = startJourney(() => ({ WHATSAPP_API_URL: graph.url }));
const errors: string[] = [];
let session: Session;
let client: { id: number; name: string };
let order: { id: number; number: string };

beforeAll(async () => {
  session = await signInThroughApi(server);
  const call = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(server, session, method, path, body);
  await call('PUT', '/whatsapp/settings', {
    enabled: true,
    phoneNumberId: '1234567890',
    apiVersion: 'v21.0',
    accessToken: TOKEN,
    appSecret: APP_SECRET,
  });
  client = await call('POST', '/client/create', {
    name: 'María Rojas',
    documentNumber: '7766554',
    phone: `+${PHONE}`,
  });
  await call('PUT', `/client/${client.id}/whatsapp-consent`, { consent: true });
  const product = await call<{ id: number }>('POST', '/product/create', {
    code: 'BIRRETE-01',
    name: 'Birrete',
    kind: 'GARMENT',
    priceCents: 150000,
    unit: 'unidad',
    description: [],
    status: 'ACTIVE',
    sizes: [],
    media: [],
  });
  order = await call('POST', '/order/create', {
    clientId: client.id,
    promisedDate: '2030-03-15',
    items: [{ productId: product.id, quantity: 1 }],
  });
  await call('POST', `/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
});

describe('whatsapp templates: variables in the order chosen, a photo that becomes a proof', () => {
  it('sets a template with variables in a chosen order and previews it', async () => {
    const page = await openSignedInPage(browser, session, errors, { viewport: DESKTOP });
    await page.goto(`${server.url}${D}/whatsapp`);
    await waitForStartOverlay(page);
    await page.getByRole('tab', { name: 'Configuración' }).click();
    const label = 'Variables (Cambio de estado de pedido)';
    const list = page.getByRole('group', { name: label });
    await page.getByLabel('Nombre de plantilla (Cambio de estado de pedido)').fill('estado_pedido');
    for (const field of ['Cliente', 'Número de pedido', 'Estado']) {
      await list.getByLabel(`Variable para agregar a ${label}`).selectOption({ label: field });
      await list.getByRole('button', { name: 'Agregar variable' }).click();
    }
    const preview = page
      .getByRole('listitem')
      .filter({ has: list })
      .getByRole('region', { name: 'Vista previa del mensaje' });
    await expect
      .poll(() => preview.getByRole('listitem').allTextContents(), eventually)
      .toEqual(['{{1}} María Rojas', `{{2}} ${order.number}`, '{{3}} En producción']);
    await page.getByRole('checkbox', { name: 'Cambio de estado de pedido' }).check();
    await page.getByRole('button', { name: 'Guardar plantillas' }).click();
    await page.getByText('Plantillas guardadas').waitFor();
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-templates-desktop');
    const saved = await callApi<{ items: { kind: string; variables: string[] }[] }>(
      server,
      session,
      'GET',
      '/whatsapp/templates',
    );
    expect(saved.items.find((t) => t.kind === 'ORDER_STATUS_CHANGED')!.variables).toEqual([
      'clientName',
      'orderNumber',
      'status',
    ]);
    await page.context().close();
  });

  it("turns a parent's photo into a pending proof in one step, at phone width", async () => {
    graph.putFile('media.foto1', png(64, 64, [30, 120, 60]), 'image/jpeg', TOKEN);
    const { payload, headers } = signedWebhook(
      {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              {
                field: 'messages',
                value: {
                  messages: [
                    {
                      from: PHONE,
                      id: 'wamid.foto1',
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: 'image',
                      image: { id: 'media.foto1', mime_type: 'image/jpeg', caption: 'Ya pagué' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      APP_SECRET,
    );
    const res = await fetch(`${server.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers,
      body: payload,
    });
    expect(res.status).toBe(200);
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await phone.goto(`${server.url}${D}/whatsapp`);
    await waitForStartOverlay(phone);
    const received = phone.getByRole('listitem').filter({ hasText: 'Ya pagué' });
    await expect
      .poll(async () => {
        await phone.reload();
        await waitForStartOverlay(phone);
        return received.getByText('Foto recibida').count();
      }, eventually)
      .toBe(1);
    await screenshot(phone, 'whatsapp-photo-phone');
    await expectFitsPhone(phone);
    await received.getByRole('button', { name: 'Usar como comprobante' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Registrar comprobante desde WhatsApp' });
    await dialog.getByLabel('Monto recibido (Bs)').fill('500');
    await dialog.getByLabel('Referencia (opcional)').fill('TRX-2026');
    await screenshot(phone, 'whatsapp-proof-phone');
    await dialog.getByRole('button', { name: 'Registrar comprobante' }).click();
    await phone.getByText('Comprobante registrado como pendiente de verificación').waitFor();
    const payments = await callApi<{ items: { status: string; amountCents: number }[] }>(
      server,
      session,
      'GET',
      '/payment?status=PENDING',
    );
    expect(payments.items).toEqual([
      expect.objectContaining({ status: 'PENDING', amountCents: 50000 }),
    ]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
