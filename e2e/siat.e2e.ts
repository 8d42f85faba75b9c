import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiat, type FakeSiat } from '../apps/server/test/fake-siat';
import { pdfText } from '../apps/server/test/poppler';
import { callApi, completeBillingInfo, signInThroughApi, type Session } from './support/api';
import { screenshot, screenshotDir } from './support/browser';
import { DESKTOP, openSignedInPage, startJourney } from './support/journey';
import { eventually } from './support/poll';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
/** No screen says factura while billing is 'Sin facturación electrónica' (issue 36). */
const FACTURA_WORD = /\bfacturas?\b/i;

// The fake SIAT starts first: the server is pointed at it when it starts.
let siat: FakeSiat;
beforeAll(async () => {
  siat = await startFakeSiat();
});
afterAll(async () => {
  await siat?.close();
});
// SIAT is asked again a second after it could not be reached (a minute unless set).
const { server, browser } = startJourney(() => ({ SIAT_URL: siat.url, SIAT_RETRY_MS: '1000' }));

describe('SIAT: notas de venta without it, then configured against the fake SIAT', () => {
  const errors: string[] = [];
  let session: Session;
  let page: Page;
  let orderNumber: string;
  let productName: string;
  let clientId: number;
  let productId: number;

  beforeAll(async () => {
    session = await signInThroughApi(server);
    page = await openSignedInPage(browser, session, errors, { viewport: DESKTOP });
    await completeBillingInfo(server, session, '1023456028');
    const client = await callApi<{ id: number }>(server, session, 'POST', '/client/create', {
      name: 'Unidad Educativa San Andrés',
      documentNumber: '1020304025',
    });
    clientId = client.id;
    productName = 'Polo escolar bordado';
    const product = await callApi<{ id: number }>(server, session, 'POST', '/product/create', {
      code: 'POLO-UE',
      name: productName,
      kind: 'GARMENT',
      priceCents: 8500,
    });
    productId = product.id;
    const order = await callApi<{ id: number; number: string }>(
      server,
      session,
      'POST',
      '/order/create',
      {
        clientId: client.id,
        promisedDate: '2030-03-01',
        items: [{ productId: product.id, quantity: 20 }],
      },
    );
    orderNumber = order.number;
    // A nota de venta issued before SIAT: the screens below show it.
    await callApi(server, session, 'POST', '/bill/create', {
      orderId: order.id,
      kind: 'ADVANCE',
      amountCents: 50000,
    });
  });

  /** The lines of the page's visible text (the open dialogs included) that say factura. */
  const facturaLines = async (p: Page) =>
    (await p.evaluate(() => document.body.innerText))
      .split('\n')
      .filter((line) => FACTURA_WORD.test(line));
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

  it("without SIAT no billing screen says 'factura'", async () => {
    await openScreen(page, `${server.url}${D}/bills`, 'Notas de venta');
    await page.getByRole('row').filter({ hasText: orderNumber }).waitFor();
    expect(await facturaLines(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Ver detalles de / })
      .first()
      .click();
    await page.getByRole('dialog').getByText('Nota de venta').first().waitFor();
    expect(await facturaLines(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Emitir / }).click();
    await page.getByRole('dialog').waitFor();
    expect(await facturaLines(page)).toEqual([]);
    await page.keyboard.press('Escape');
    for (const [path, heading] of [
      ['verification-bills', 'Verificación de pagos'],
      ['info-bill', 'Datos de facturación'],
      ['siat', 'Configuración SIAT'],
    ] as const) {
      await openScreen(page, `${server.url}${D}/${path}`, heading);
      await page.getByRole('main').getByText(/\S/).first().waitFor();
      expect(await facturaLines(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('configures SIAT against the fake, syncs, and picks the activity from the catalogue', async () => {
    await openScreen(page, `${server.url}${D}/info-bill`, 'Datos de facturación');
    await page.getByLabel('Modo de facturación').selectOption('SIAT_COMPUTARIZADA');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await toast('Datos de facturación guardados').waitFor();

    await openScreen(page, `${server.url}${D}/siat`, 'Configuración SIAT');
    await page.getByText(/El SIAT aún no está configurado/).waitFor();
    await page.getByLabel('Ambiente').selectOption('PILOTO');
    await page.getByLabel('NIT', { exact: true }).fill('1023456028');
    await page.getByLabel('Código de sistema').fill('SIS-TALLER-01');
    await page.getByLabel('Token delegado').fill('eyJ-token-del-journey');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await toast('Configuración del SIAT guardada').waitFor();
    await expect.poll(() => page.getByLabel('Token delegado').inputValue(), eventually).toBe('');
    await page.getByText('Guardado. Déjelo vacío para conservarlo.').waitFor();
    expect(await page.content()).not.toContain('eyJ-token-del-journey');

    const status = page.getByRole('region', { name: 'Estado del SIAT' });
    await status.getByText('Nunca').waitFor();
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await toast('Códigos y catálogos del SIAT sincronizados').waitFor();
    await expect.poll(() => status.getByText('Nunca').count(), eventually).toBe(0);
    await status.getByText('SIAT — Computarizada en Línea').waitFor();

    const activity = page.getByRole('combobox', { name: 'Actividad económica' });
    await activity.fill('1');
    await page
      .getByRole('listbox', { name: 'Actividad económica: resultados' })
      .getByRole('option')
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Cambiar actividad económica' }).waitFor();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await toast('Configuración del SIAT guardada').waitFor();
    await page.getByText(/El SIAT aún no está configurado/).waitFor({ state: 'detached' });
    await screenshot(page, 'siat-settings-desktop');

    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/siat`, 'Configuración SIAT');
    await phone
      .getByRole('region', { name: 'Estado del SIAT' })
      .getByText('Piloto (pruebas)')
      .waitFor();
    await screenshot(phone, 'siat-settings-phone');
    await expectFitsPhone(phone);
    await phone.context().close();
    expect(errors).toEqual([]);
  });

  it("sets the product's SIN codes from the synced catalogues", async () => {
    await openScreen(page, `${server.url}${D}/products`, 'Gestión de Productos');
    await page.getByRole('button', { name: `Editar ${productName}` }).click();
    const form = page.getByRole('dialog', { name: 'Editar Producto' });
    const siatFields = form.getByRole('group', { name: 'Datos SIAT' });
    await siatFields.waitFor();
    for (const label of ['Actividad económica SIN', 'Código de producto SIN', 'Unidad de medida']) {
      await siatFields.getByRole('combobox', { name: label }).click();
      await page
        .getByRole('listbox', { name: `${label}: resultados` })
        .getByRole('option')
        .first()
        .click();
      await siatFields.getByRole('button', { name: `Cambiar ${label.toLowerCase()}` }).waitFor();
    }
    await screenshot(page, 'siat-product-desktop');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast('Producto actualizado').waitFor();
    expect(errors).toEqual([]);
  });

  type Factura = { id: number; number: string; cuf: string | null; siatState: string | null };
  /** Another order of the school for the product with its SIN codes, made through the API. */
  const schoolOrder = () =>
    callApi<{ id: number; number: string }>(server, session, 'POST', '/order/create', {
      clientId,
      promisedDate: '2030-04-01',
      items: [{ productId, quantity: 12 }],
    });
  const bills = (on: Page) => openScreen(on, `${server.url}${D}/bills`, 'Facturas');
  /**
   * On the bills screen: 'Emitir factura' for the whole of `order`, picked by the last digits of
   * its number; answers the factura as the server issued it, its details open.
   */
  const issueTotal = async (order: { number: string }) => {
    await bills(page);
    await page.getByRole('button', { name: 'Emitir factura' }).click();
    const form = page.getByRole('dialog', { name: 'Emitir factura' });
    await form.getByLabel('Pedido', { exact: true }).fill(order.number.slice(-5));
    await form.getByRole('button', { name: new RegExp(`^${order.number}`) }).click();
    await form.getByLabel('Total del pedido', { exact: true }).check();
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/bill/create'),
      ),
      form.getByRole('button', { name: 'Emitir factura' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const factura = ((await answer.json()) as { data: Factura }).data;
    await toast(`Factura ${factura.number} emitida`).waitFor();
    return factura;
  };
  const details = (factura: Factura) =>
    page.getByRole('dialog', { name: `Factura ${factura.number}` });
  const siatSection = (factura: Factura) =>
    details(factura).getByRole('region', { name: 'Datos del SIAT' });
  let first: Factura;

  it("issues a factura for the school's order through the screen: SIAT validates it", async () => {
    const order = await schoolOrder();
    first = await issueTotal(order);
    expect(first.cuf).toMatch(/^[0-9A-F]{30,}$/);
    const siat = siatSection(first);
    await siat.getByText('Validada', { exact: true }).waitFor();
    await siat.getByText(first.cuf!, { exact: true }).waitFor();
    await details(first).getByText(order.number, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("downloads the factura's PDF, with its CUF and the legend the SIN requires", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details(first).getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`factura-${first.number}.pdf`);
    const file = path.join(screenshotDir, `factura-${first.number}.pdf`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // The text the page shows, as poppler lays it out on one line per row.
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS');
    expect(text).toContain('CÓD. AUTORIZACIÓN');
    expect(text).toContain(first.cuf!.slice(0, 40));
    // The whole CUF is inside the page, cut over lines of its column; in this journey the left
    // column ends beside its first line, so the page's text read without spaces holds it whole.
    const page1 = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(page1.replace(/\s+/g, '')).toContain(first.cuf);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'siat-factura-desktop');

    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await bills(phone);
    await phone.getByRole('button', { name: `Ver detalles de ${first.number}` }).click();
    const onPhone = phone.getByRole('dialog', { name: `Factura ${first.number}` });
    const onPhoneSiat = onPhone.getByRole('region', { name: 'Datos del SIAT' });
    await onPhoneSiat.getByText('Validada').waitFor();
    await onPhoneSiat.getByText(first.cuf!, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'siat-factura-phone');
    await phone.context().close();
    expect(errors).toEqual([]);
  });

  it('annuls another factura with a reason from the SIN catalogue', async () => {
    const order = await schoolOrder();
    const second = await callApi<Factura>(server, session, 'POST', '/bill/create', {
      orderId: order.id,
      kind: 'TOTAL',
    });
    expect(second.siatState).toBe('VALIDADA');
    await bills(page);
    await page.getByRole('button', { name: `Anular ${second.number}` }).click();
    const form = page.getByRole('dialog', { name: `Anular factura ${second.number}` });
    const reasonCode = 'Motivo de anulación (catálogo del SIN)';
    await form.getByRole('combobox', { name: reasonCode }).click();
    await page
      .getByRole('listbox', { name: `${reasonCode}: resultados` })
      .getByRole('option')
      .first()
      .click();
    await form.getByLabel('Motivo de la anulación').fill('El colegio pidió otra razón social');
    await form.getByRole('button', { name: 'Anular', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Ver detalles de ${second.number}` }).click();
    await siatSection(second).getByText('Anulada', { exact: true }).waitFor();
    await details(second)
      .getByText(/El colegio pidió otra razón social/)
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('lives through a contingency: issued offline, the banner says so, sent when SIAT is back', async () => {
    const order = await schoolOrder();
    siat.set({ down: true });
    let offline: Factura;
    try {
      offline = await issueTotal(order);
      expect(offline.siatState).toBe('PENDIENTE_ENVIO');
      await siatSection(offline).getByText('Emitida fuera de línea (contingencia)').waitFor();
      await page.keyboard.press('Escape');
      const banner = page
        .getByRole('status')
        .filter({ hasText: /En contingencia desde \S.* — 1 factura por enviar/ });
      // The banner asks for SIAT's status every 15 s (STATUS_REFRESH_MS).
      await banner.waitFor({ timeout: eventually.timeout });
      await screenshot(page, 'siat-contingency-desktop');

      const phone = await openSignedInPage(browser, session, errors, { phone: true });
      await bills(phone);
      await phone
        .getByRole('status')
        .filter({ hasText: /En contingencia desde \S.* — 1 factura por enviar/ })
        .waitFor({ timeout: eventually.timeout });
      await screenshot(phone, 'siat-contingency-phone');
      await expectFitsPhone(phone);
      await phone.context().close();
    } finally {
      siat.set({ down: false });
    }
    // SIAT answers again: within SIAT_RETRY_MS (a second here) the contingency worker registers
    // the event and sends the offline factura in a package, which SIAT validates.
    await expect
      .poll(
        async () =>
          (await callApi<Factura>(server, session, 'GET', `/bill/${offline.id}`)).siatState,
        eventually,
      )
      .toBe('VALIDADA');
    expect(siat.received.events).toHaveLength(1);
    expect(siat.received.packages).toHaveLength(1);
    // The banner goes at its next status read; the factura's details say Validada.
    await expect.poll(() => page.getByText(/En contingencia desde/).count(), eventually).toBe(0);
    await bills(page);
    await page.getByRole('button', { name: `Ver detalles de ${offline.number}` }).click();
    await siatSection(offline).getByText('Validada', { exact: true }).waitFor();
    await screenshot(page, 'siat-contingency-over-desktop');
    expect(errors).toEqual([]);
  });
});
