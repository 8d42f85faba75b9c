import { addDays } from '@taller/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraph } from '../apps/server/test/fake-graph';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startJourney } from './support/journey';
import { eventually } from './support/poll';
import { linkClientAccount, seedUser } from './support/seed';
import { expectFitsPhone, openScreen, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';
const TOKEN = 'EAAG-token-cobros';
const PHONE = '59170000088';
const CLIENT = {
  name: 'Colegio San Andrés',
  email: 'cobros@colegio.test',
  password: 'clave-del-colegio-1',
  role: 'CLIENTE',
};
/** Today in La Paz, the day the server dates bills by. */
const TODAY = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
/** 'Cuentas por cobrar' as it will stand 40 days from now. */
const AS_OF = addDays(TODAY, 40);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

let graph: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  graph = await startFakeGraph();
});
afterAll(() => graph?.close());
const { server, browser } = startJourney(() => ({ WHATSAPP_API_URL: graph.url }));
const errors: string[] = [];
let director: Session;
let orderNumber = '';

beforeAll(async () => {
  director = await signInThroughApi(server);
  const call = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(server, director, method, path, body);
  const info = await call<Record<string, unknown>>('GET', '/info-bill');
  await call('PUT', '/info-bill', {
    ...info,
    businessName: 'Confecciones Andinas SRL',
    taxId: '1020304050',
    paymentTermDays: 30,
  });
  await call('PUT', '/whatsapp/settings', {
    enabled: true,
    phoneNumberId: '1234567890',
    apiVersion: 'v21.0',
    accessToken: TOKEN,
    appSecret: 'secreto-cobros',
  });
  const { items } = await call<{ items: { kind: string }[] }>('GET', '/whatsapp/templates');
  await call('PUT', '/whatsapp/templates', {
    items: items.map((t) =>
      t.kind === 'BILL_ISSUED'
        ? {
            ...t,
            enabled: true,
            templateName: 'factura_emitida',
            language: 'es',
            variables: ['billNumber', 'amount'],
            document: true,
          }
        : t,
    ),
  });
  const client = await call<{ id: number }>('POST', '/client/create', {
    name: CLIENT.name,
    documentNumber: '4455667',
    phone: `+${PHONE}`,
  });
  await call('PUT', `/client/${client.id}/whatsapp-consent`, { consent: true });
  const account = await seedUser(server, CLIENT);
  linkClientAccount(server, client, account.id);
  const product = await call<{ id: number }>('POST', '/product/create', {
    code: 'BUZO-01',
    name: 'Buzo deportivo',
    kind: 'GARMENT',
    priceCents: 12000,
  });
  orderNumber = (
    await call<{ number: string }>('POST', '/order/create', {
      clientId: client.id,
      promisedDate: '2030-05-20',
      items: [{ productId: product.id, quantity: 10 }],
    })
  ).number;
});

/** 'Cuentas por cobrar' as of AS_OF: the filter set (behind 'Filtros' on a phone). */
async function receivablesAsOf(page: Page, phone: boolean) {
  await openScreen(page, `${server.url}${D}/receivables`, 'Cuentas por cobrar');
  if (phone) await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByLabel('Saldos al').fill(AS_OF);
  if (phone) await page.keyboard.press('Escape');
  return page
    .getByRole('row')
    .filter({ hasText: CLIENT.name })
    .or(page.getByRole('listitem').filter({ hasText: CLIENT.name }));
}

describe('getting paid: a bill reaches the client and WhatsApp, its due date moves, receivables follow', () => {
  it('issues a bill on the screen: the client sees it on a phone, WhatsApp gets its PDF', async () => {
    const page = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
    await openScreen(page, `${server.url}${D}/bills`, 'Notas de venta');
    await page.getByRole('button', { name: 'Emitir nota de venta' }).click();
    const issue = page.getByRole('dialog', { name: 'Emitir nota de venta' });
    await issue.getByLabel('Pedido', { exact: true }).fill(orderNumber.slice(-5));
    await issue.getByRole('button', { name: new RegExp(`^${orderNumber}`) }).click();
    await issue.getByLabel('Total del pedido', { exact: true }).check();
    await issue.getByRole('button', { name: 'Emitir nota de venta' }).click();
    const details = page.getByRole('dialog', { name: 'Nota de venta F-000001' });
    await details.getByText(ddmmyyyy(addDays(TODAY, 30))).waitFor();

    // The fake WhatsApp: the template with the bill's PDF uploaded through the media endpoint.
    const sent = () =>
      graph.accepted.find(
        (c) => (c.body.template as { name?: string } | undefined)?.name === 'factura_emitida',
      );
    await expect.poll(sent, eventually).toBeDefined();
    const header = (sent()!.body.template as { components: Record<string, unknown>[] })
      .components[0] as { parameters: { document: { id: string; filename: string } }[] };
    const document = header.parameters[0]!.document;
    expect(document.filename).toBe('nota-de-venta-F-000001.pdf');
    const upload = graph.uploads.find((u) => u.id === document.id)!;
    expect(upload.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();

    // The client, on a phone, in their area.
    const parent = await signInThroughApi(server, CLIENT);
    const phone = await openSignedInPage(browser, parent, errors, { phone: true });
    await phone.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(phone);
    await phone.getByText('Nota de venta F-000001').first().waitFor();
    await screenshot(phone, 'receivables-client-bill-phone');
    await expectFitsPhone(phone);
    await phone.context().close();
  });

  it("moves the due date back with 'Cambiar vencimiento': the balance changes age bucket", async () => {
    const page = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
    // Forty days on, the bill due in thirty is 10 days late: 1–30.
    let row = await receivablesAsOf(page, false);
    await expect.poll(() => row.first().textContent(), eventually).toContain('1.200,00');
    const cells = async () =>
      (await row.first().getByRole('cell').allTextContents())
        .slice(1, 5)
        .map((text) => text.replace(/\s/g, ' ').trim());
    expect(await cells()).toEqual(['—', 'Bs 1.200,00', '—', '—']);

    await openScreen(page, `${server.url}${D}/bills`, 'Notas de venta');
    await page.getByRole('button', { name: 'Ver detalles de F-000001' }).click();
    const details = page.getByRole('dialog', { name: 'Nota de venta F-000001' });
    await details.getByRole('button', { name: 'Cambiar vencimiento de F-000001' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar vencimiento de F-000001' });
    await change.getByLabel('Vence el').fill(TODAY);
    await screenshot(page, 'receivables-due-date-desktop');
    await change.getByRole('button', { name: 'Guardar vencimiento' }).click();
    await page.getByText('Fecha de vencimiento guardada').waitFor();
    await details.getByText(ddmmyyyy(TODAY)).waitFor();
    await page.keyboard.press('Escape');

    // Due today, forty days on it is 40 days late: 31–60.
    row = await receivablesAsOf(page, false);
    await expect.poll(cells, eventually).toEqual(['—', '—', 'Bs 1.200,00', '—']);
    await screenshot(page, 'receivables-desktop');
    await page.context().close();

    const phone = await openSignedInPage(browser, director, errors, { phone: true });
    const card = await receivablesAsOf(phone, true);
    await card.first().getByText('Bs 1.200,00').first().waitFor();
    await screenshot(phone, 'receivables-phone');
    await expectFitsPhone(phone);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
