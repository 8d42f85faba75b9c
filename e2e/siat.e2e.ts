import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiat, type FakeSiat } from '../apps/server/test/fake-siat';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
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
const { server, browser } = startJourney(() => ({ SIAT_URL: siat.url }));

describe('SIAT: notas de venta without it, then configured against the fake SIAT', () => {
  const errors: string[] = [];
  let session: Session;
  let page: Page;
  let orderNumber: string;
  let productName: string;

  beforeAll(async () => {
    session = await signInThroughApi(server);
    page = await openSignedInPage(browser, session, errors, { viewport: DESKTOP });
    const info = await callApi<Record<string, unknown>>(server, session, 'GET', '/info-bill');
    await callApi(server, session, 'PUT', '/info-bill', {
      ...info,
      businessName: 'Confecciones Andinas SRL',
      taxId: '1023456028',
    });
    const client = await callApi<{ id: number }>(server, session, 'POST', '/client/create', {
      name: 'Unidad Educativa San Andrés',
      documentNumber: '1020304025',
    });
    productName = 'Polo escolar bordado';
    const product = await callApi<{ id: number }>(server, session, 'POST', '/product/create', {
      code: 'POLO-UE',
      name: productName,
      kind: 'GARMENT',
      priceCents: 8500,
    });
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
});
