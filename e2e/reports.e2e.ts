import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../apps/server/test/sample-files';
import { screenshot, screenshotDir } from './support/browser';
import type { RunningServer } from './support/server';
import { callApi, completeBillingInfo, createLine, type Session } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { eventually } from './support/poll';
import { expectFitsPhone, printOnA4, waitForStartOverlay } from './support/ui';
import { formatMoney } from '@taller/shared';

const D = '/director/dashboard';

/**
 * The orders the reports show: three received today (one delivered, one cancelled) of the
 * 'Gala' toga and the 'Accesorios' cap; the delivered one billed (Bs 1.250,00) and paid in part
 * (Bs 500,00 approved, Bs 100,00 waiting), and it consumed 12,5 m of a cloth now below its
 * minimum.
 */
async function seedReports(server: RunningServer, session: Session) {
  await seedOrderJourney(server, session);
  const call = <T>(method: string, url: string, body?: unknown) =>
    callApi<T>(server, session, method, url, body);
  const lineId = await createLine(server, session, {
    name: 'Accesorios',
    color: '#b45309',
    items: ['Complementos'],
  });
  const model = await call<{ id: number; colors: { id: number }[] }>('POST', '/model/create', {
    name: 'Birrete',
    lineId,
    description: '[]',
    colors: [{ baseName: 'Negro', baseHexa: '#000000', frameName: 'Negro', frameHexa: '#000000' }],
  });
  const cap = await call<{ id: number }>('POST', '/product/create', {
    code: 'BIR-01',
    name: 'Birrete',
    kind: 'ACCESSORY',
    priceCents: 3000,
    modelId: model.id,
    modelColorId: model.colors[0]!.id,
  });
  const clients = await call<{ items: { id: number }[] }>('GET', '/client?page=1&pageSize=10');
  const products = await call<{ items: { id: number; code: string }[] }>(
    'GET',
    '/product?page=1&pageSize=10',
  );
  const toga = products.items.find((p) => p.code === 'TOGA-01')!;
  const clientId = clients.items[0]!.id;
  const people = [140, 152, 158, 166, 175].map((heightCm, i) => ({
    name: `Estudiante ${i + 1}`,
    heightCm,
  }));
  const order = (items: object[]) =>
    call<{ id: number }>('POST', '/order/create', {
      clientId,
      promisedDate: '2099-12-31',
      items,
    });
  const delivered = await order([{ productId: toga.id, quantity: 5, people }]);
  for (const status of ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'])
    await call('POST', `/order/${delivered.id}/status`, { status });
  await order([{ productId: cap.id, quantity: 12 }]);
  const cancelled = await order([{ productId: cap.id, quantity: 3 }]);
  await call('POST', `/order/${cancelled.id}/status`, { status: 'CANCELLED', note: 'Desistió' });
  await seedMoneyAndMaterials(server, session, delivered.id);
}

/** Bills the delivered order, pays part of it, and consumes cloth for it. */
async function seedMoneyAndMaterials(server: RunningServer, session: Session, orderId: number) {
  const call = <T>(method: string, url: string, body?: unknown) =>
    callApi<T>(server, session, method, url, body);
  await completeBillingInfo(server, session);
  const bill = await call<{ id: number }>('POST', '/bill/create', { orderId, kind: 'TOTAL' });
  const today = new Date().toISOString().slice(0, 10);
  const proof = async (amountCents: number, shade: number) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ orderId, billId: bill.id, amountCents }))
      form.append(key, String(value));
    form.append('paidAt', today);
    form.append('method', 'TRANSFER');
    form.append('file', new Blob([png(8, 8, [shade, 0, 0])], { type: 'image/png' }), 'pago.png');
    const res = await fetch(`${server.url}/api/payment/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    const json = (await res.json()) as { data: { id: number }; message: string };
    if (res.status !== 200) throw new Error(`payment: ${res.status} ${json.message}`);
    return json.data.id;
  };
  await call('POST', `/payment/${await proof(50000, 10)}/approve`);
  await proof(10000, 20);
  const cloth = await call<{ id: number }>('POST', '/material/create', {
    code: 'TELA-01',
    name: 'Tela negra',
    unit: 'metro',
    minStock: 50,
  });
  await call('POST', '/material/movement', { type: 'IN', materialId: cloth.id, quantity: 40 });
  await call('POST', '/material/movement', {
    type: 'OUT',
    materialId: cloth.id,
    quantity: 12.5,
    orderId,
  });
}

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('reports: figures and charts, period and line in the URL, CSV, print', () => {
  beforeAll(() => seedReports(server, session));

  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');
  const card = (title: string) => page.getByRole('region', { name: title });

  it('opens with this month: figures and charts of the orders received', async () => {
    await page.goto(`${server.url}${D}/reports`);
    await page.getByRole('heading', { name: 'Reportes', level: 1 }).waitFor();
    await waitForStartOverlay(page);
    await expect.poll(() => figure('Pedidos recibidos').textContent(), eventually).toBe('2');
    expect(await figure('Unidades pedidas').textContent()).toBe('17');
    expect(await figure('Entrega a tiempo').textContent()).toBe('100 %');
    expect(await figure('Pedidos cancelados').textContent()).toBe('1');
    expect(await figure('Facturado').textContent()).toBe(formatMoney(125000));
    expect(await figure('Cobrado').textContent()).toBe(formatMoney(50000));
    // Still owed: the delivered toga (1.250 − 500) and the 12 caps (360).
    expect(await figure('Por cobrar').textContent()).toBe(formatMoney(111000));
    for (const title of [
      'Unidades por línea',
      'Facturado y cobrado por mes',
      'Comprobantes de pago pendientes',
      'Consumo de materiales',
      'Materiales bajo el mínimo',
    ])
      await card(title).locator('.ct-bar').first().waitFor({ state: 'attached' });
    const proofs = card('Comprobantes de pago pendientes');
    await proofs.getByRole('button', { name: 'Tabla' }).click();
    const fresh = proofs.getByRole('row').filter({ hasText: '< 1 día' });
    expect(await fresh.getByRole('cell').allTextContents()).toEqual([
      '< 1 día',
      '1',
      formatMoney(10000),
    ]);
    await proofs.getByRole('button', { name: 'Gráfico' }).click();
    await screenshot(page, 'reports-desktop');
  });

  it('switches period and line, keeping them in the URL', async () => {
    await page.getByLabel('Período', { exact: true }).selectOption('year');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('period'), eventually)
      .toBe('year');
    await page.getByLabel('Línea', { exact: true }).selectOption({ label: 'Accesorios' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('lineId'), eventually)
      .toMatch(/^\d+$/);
    await expect.poll(() => figure('Unidades pedidas').textContent(), eventually).toBe('12');
    // Only the caps' order is of the line: not billed, all of it owed.
    expect(await figure('Facturado').textContent()).toBe(formatMoney(0));
    expect(await figure('Por cobrar').textContent()).toBe(formatMoney(36000));
    const lines = card('Unidades por línea');
    await lines.getByRole('button', { name: 'Tabla' }).click();
    await lines.getByRole('cell', { name: 'Accesorios' }).waitFor();
    expect(await lines.getByRole('cell', { name: 'Gala' }).count()).toBe(0);
    // The link opens the same report.
    await page.reload();
    await waitForStartOverlay(page);
    await expect.poll(() => figure('Unidades pedidas').textContent(), eventually).toBe('12');
    expect(await page.getByLabel('Período', { exact: true }).inputValue()).toBe('year');
    await screenshot(page, 'reports-line-desktop');
  });

  it('exports a chart as CSV', async () => {
    const download = page.waitForEvent('download');
    await card('Unidades por línea').getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reporte-lines-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(screenshotDir, 'reports-lines.csv');
    await file.saveAs(saved);
    expect(readFileSync(saved, 'utf8').replace('\uFEFF', '').split('\r\n')).toEqual([
      'Línea;Unidades',
      'Accesorios;12',
      '',
    ]);
    // Materials below their minimum are of now, whatever the filters.
    const lowStock = page.waitForEvent('download');
    await card('Materiales bajo el mínimo').getByRole('button', { name: 'Exportar CSV' }).click();
    const stockFile = path.join(screenshotDir, 'reports-low-stock.csv');
    await (await lowStock).saveAs(stockFile);
    expect(readFileSync(stockFile, 'utf8').replace('\uFEFF', '').split('\r\n')).toEqual([
      'Material;Unidad;Stock;Mínimo;% del mínimo',
      'TELA-01 — Tela negra;metro;27.5;50;55',
      '',
    ]);
  });

  it('prints on A4 without the shell or the controls', async () => {
    await page.getByLabel('Línea', { exact: true }).selectOption({ label: 'Todas' });
    await expect.poll(() => figure('Unidades pedidas').textContent(), eventually).toBe('17');
    // Every page as an image (reports-print-a4-1.png, -2.png…).
    await printOnA4(page, 'reports-print', {
      alsoHidden: [page.getByLabel('Período', { exact: true })],
    });
  });

  it('fits a phone', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await phone.goto(`${server.url}${D}/reports?period=year`);
    await phone.getByRole('heading', { name: 'Reportes', level: 1 }).waitFor();
    await waitForStartOverlay(phone);
    await phone
      .getByRole('region', { name: 'Unidades por línea' })
      .locator('.ct-bar')
      .first()
      .waitFor({ state: 'attached' });
    await screenshot(phone, 'reports-phone');
    // The full page is tall: its figures and the money and materials cards, each at full size.
    await phone
      .locator('dl', { hasText: 'Pedidos recibidos' })
      .screenshot({ path: path.join(screenshotDir, 'reports-phone-figures.png') });
    for (const [title, name] of [
      ['Facturado y cobrado por mes', 'billing'],
      ['Comprobantes de pago pendientes', 'payments'],
      ['Materiales bajo el mínimo', 'low-stock'],
    ] as const) {
      const region = phone.getByRole('region', { name: title });
      await region.locator('.ct-bar').first().waitFor({ state: 'attached' });
      await region.screenshot({ path: path.join(screenshotDir, `reports-phone-${name}.png`) });
    }
    await expectFitsPhone(phone);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
