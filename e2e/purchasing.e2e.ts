import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfToPng } from '../apps/server/test/poppler';
import { screenshot, screenshotDir } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';

/** axe-core on the page as it is (as accessibility.e2e.ts scans every route): no violation. */
async function expectNoAxeViolation(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, what).toEqual([]);
}

/**
 * From an order's shortfall create the purchase orders, open one's PDF, send it, receive it in
 * two deliveries, and see the stock and its value change (issue 39); then the screens on a phone.
 */
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('purchasing: from the shortfall to the stock, in two deliveries', () => {
  let orderId = 0;
  let orderNumber = '';
  let telaId = 0;
  const get = <T>(url: string) => callApi<T>(server, session, 'GET', url);

  beforeAll(async () => {
    const post = <T>(url: string, body: object) => callApi<T>(server, session, 'POST', url, body);
    const supplier = await post<{ id: number }>('/supplier/create', {
      name: 'Textiles Andinos',
      taxId: '1023456',
      contactName: 'Rosa Mamani',
      paymentTerms: '30 días',
    });
    const tela = await post<{ id: number }>('/material/create', {
      code: 'TELA-OC',
      name: 'Tela oxford blanca',
      unit: 'metro',
      supplierId: supplier.id,
      purchaseUnit: 50,
    });
    telaId = tela.id;
    await post('/material/movement', {
      type: 'IN',
      materialId: tela.id,
      quantity: 12,
      unitCostCents: 2000,
    });
    const blusa = await post<{ id: number }>('/product/create', {
      code: 'BLUSA-OC',
      name: 'Blusa escolar',
      kind: 'GARMENT',
      priceCents: 8500,
    });
    await callApi(server, session, 'PUT', `/product/${blusa.id}/materials`, {
      items: [{ materialId: tela.id, quantity: 1.5 }],
    });
    const client = await post<{ id: number }>('/client/create', {
      name: 'Colegio Ayacucho',
      documentNumber: '7654321',
    });
    const order = await post<{ id: number; number: string }>('/order/create', {
      clientId: client.id,
      promisedDate: '2030-11-20',
      items: [{ productId: blusa.id, quantity: 40 }],
    });
    await post(`/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    orderId = order.id;
    orderNumber = order.number;
  });

  it("creates the purchase orders from an order's shortfall, rounded to whole rolls", async () => {
    await openScreen(
      page,
      `${server.url}${D}/materials?pedido=${orderId}`,
      'Gestión de Materiales',
    );
    // 40 blusas × 1.5 m = 60 m, 12 m in stock: 48 m short, ordered as one roll of 50 m.
    await page.getByText('Faltan 48 metro').waitFor();
    await page.getByRole('button', { name: 'Crear órdenes de compra' }).click();
    const created = page.getByRole('link', { name: 'OC-00001 (Textiles Andinos)' });
    await created.waitFor();
    await screenshot(page, 'purchasing-shortfall-desktop');
    await expectNoAxeViolation(page, 'shortfall');
    await created.click();
    await page.getByRole('heading', { name: 'Órdenes de compra: OC-00001' }).waitFor();
    await page.getByRole('cell', { name: '50 metro' }).first().waitFor();
    await expectNoAxeViolation(page, 'purchase order');
  });

  it("opens the order's PDF and marks it sent", async () => {
    const [pdf, popup] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/purchase-order/1/pdf')),
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Ver PDF' }).click(),
    ]);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await popup.close();
    const res = await fetch(`${server.url}/api/purchase-order/1/pdf`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'taller-oc-'));
    try {
      const file = path.join(dir, 'oc.pdf');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = pdfText(file).replace(/ {2,}/g, ' ');
      for (const expected of [
        'Orden de compra OC-00001',
        'Textiles Andinos',
        'TELA-OC',
        '50 metro',
      ])
        expect(text).toContain(expected);
      pdfToPng(file, path.join(screenshotDir, 'purchasing-pdf'), { dpi: 80 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.getByRole('button', { name: 'Marcar como enviada' }).click();
    await page.getByText(/^Enviada · Creada/).waitFor();
  });

  it('receives it in two deliveries; the stock and its value follow', async () => {
    await page.getByRole('button', { name: 'Recibir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recibir la orden de compra OC-00001' });
    await dialog.getByLabel('Recibido ahora de TELA-OC').fill('20');
    await dialog.getByLabel('Documento (nota de entrega)').fill('NE-100');
    await screenshot(page, 'purchasing-receive-desktop');
    await expectNoAxeViolation(page, 'receive dialog');
    await dialog.getByRole('button', { name: 'Recibir' }).click();
    await page.getByText('Recepción registrada: 1 línea').first().waitFor();
    await page.getByText(/^Recibida parcialmente · Creada/).waitFor();
    let tela = await get<{ stock: number; valueCents: number }>(`/material/${telaId}`);
    expect([tela.stock, tela.valueCents]).toEqual([32, 64000]);

    await page.getByRole('button', { name: 'Recibir' }).click();
    expect(await dialog.getByLabel('Recibido ahora de TELA-OC').inputValue()).toBe('30');
    await dialog.getByRole('button', { name: 'Recibir' }).click();
    await page.getByText(/^Recibida · Creada/).waitFor();
    await screenshot(page, 'purchasing-received-desktop');
    tela = await get<{ stock: number; valueCents: number }>(`/material/${telaId}`);
    expect([tela.stock, tela.valueCents]).toEqual([62, 124000]);

    await openScreen(page, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await page
      .getByRole('row', { name: /TELA-OC/ })
      .getByText(/62/)
      .first()
      .waitFor();
    await screenshot(page, 'purchasing-stock-desktop');
    for (const [route, heading] of [
      ['purchase-orders', 'Órdenes de compra'],
      ['suppliers', 'Proveedores'],
    ] as const) {
      await openScreen(page, `${server.url}${D}/${route}`, heading);
      await page
        .getByText(/OC-00001|Textiles Andinos/)
        .first()
        .waitFor();
      await screenshot(page, `purchasing-${route}-desktop`);
      await expectNoAxeViolation(page, route);
    }
  });

  it("shows the order's expected cost and margin at the cloth's average", async () => {
    // 40 blusas at Bs 85: Bs 3.400; each takes 1.5 m of a cloth still averaging Bs 20 a metre
    // (bought at that cost): Bs 30 each, Bs 1.200; margin Bs 2.200.
    await page.goto(`${server.url}${D}/orders`);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Pedido ${orderNumber}` });
    const section = details.getByRole('region', { name: 'Costo y margen' });
    await section.getByText('Sin consumo registrado').waitFor();
    expect(
      (await section.locator('dd').allTextContents()).map((t) => t.replace(/\u00a0/g, ' ')),
    ).toEqual(['Bs 1.200,00', 'Bs 2.200,00', 'Sin consumo registrado']);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'purchasing-order-margin-desktop');
    await expectNoAxeViolation(page, 'order margin');
    await page.keyboard.press('Escape');
  });

  it('shows the list and the order on a phone', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/purchase-orders`, 'Órdenes de compra');
    await phone.getByRole('link', { name: 'OC-00001' }).waitFor();
    await screenshot(phone, 'purchasing-list-phone');
    await expectFitsPhone(phone, 'purchase orders');
    await expectNoAxeViolation(phone, 'purchase orders (phone)');
    await openScreen(phone, `${server.url}${D}/purchase-orders/1`, 'Órdenes de compra: OC-00001');
    await screenshot(phone, 'purchasing-order-phone');
    await expectFitsPhone(phone, 'purchase order');
    await expectNoAxeViolation(phone, 'purchase order (phone)');
    await openScreen(phone, `${server.url}${D}/suppliers`, 'Proveedores');
    await phone.getByText('Textiles Andinos').first().waitFor();
    await screenshot(phone, 'purchasing-suppliers-phone');
    await expectFitsPhone(phone, 'suppliers');
    await expectNoAxeViolation(phone, 'suppliers (phone)');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
