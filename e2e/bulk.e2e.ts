import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/test/poppler';
import { callApi } from './support/api';
import { screenshot, screenshotDir } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

type Order = { id: number; number: string };

/** axe-core on the page as it is (the bulk bar shown): every violation, whatever its impact. */
async function axeViolations(on: Page) {
  const result = await new AxeBuilder({ page: on }).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Issue 38, bulk actions: three orders ticked on 'Gestión de Pedidos' print their labels in one
 * PDF; a status change of a selection with a cancelled order is refused as a whole, the dialog
 * naming it; the bar fits a 390 px phone.
 */
describe('bulk actions on the orders list, on a desktop and a phone', () => {
  const orders: Order[] = [];

  beforeAll(async () => {
    await seedOrderJourney(server, session);
    const clients = await callApi<{ items: { id: number }[] }>(
      server,
      session,
      'GET',
      '/client?q=Promoci',
    );
    const products = await callApi<{ items: { id: number }[] }>(
      server,
      session,
      'GET',
      '/product?q=TOGA-01',
    );
    for (const n of [1, 2, 3]) {
      orders.push(
        await callApi<Order>(server, session, 'POST', '/order/create', {
          clientId: clients.items[0]!.id,
          promisedDate: '2030-05-20',
          items: [
            {
              productId: products.items[0]!.id,
              people: [
                { name: `Lote ${n} Primera`, heightCm: 150 },
                { name: `Lote ${n} Segundo`, heightCm: 170 },
              ],
            },
          ],
        }),
      );
    }
  });

  const tick = async (on: typeof page, numbers: string[]) => {
    for (const number of numbers)
      await on.getByRole('checkbox', { name: `Seleccionar ${number}` }).check();
  };

  it('prints the labels of three orders ticked, in one PDF', async () => {
    await openScreen(page, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await tick(
      page,
      orders.map((o) => o.number),
    );
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByText('3 seleccionados').waitFor();
    await screenshot(page, 'bulk-orders-desktop');
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Imprimir etiquetas' }).click();
    const file = path.join(screenshotDir, 'bulk-labels.pdf');
    await (await download).saveAs(file);
    const text = pdfText(file).replace(/\s+/g, ' ');
    for (const [at, order] of orders.entries()) {
      expect(text).toContain(order.number);
      expect(text).toContain(`Lote ${at + 1} Primera`);
    }
    expect(errors).toEqual([]);
  });

  it('refuses a status change as a whole, naming the order that cannot move', async () => {
    const cancelled = orders[2]!;
    await callApi(server, session, 'POST', `/order/${cancelled.id}/status`, {
      status: 'CANCELLED',
      note: 'No va',
    });
    await openScreen(page, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await tick(
      page,
      orders.map((o) => o.number),
    );
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await dialog.getByLabel('Nuevo estado').selectOption('IN_PRODUCTION');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    const refused = page.getByRole('dialog', { name: 'No se aplicó la acción' });
    await refused.getByText(cancelled.number).waitFor();
    await screenshot(page, 'bulk-refused-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Entendido' }).click();
    const first = await callApi<{ status: string }>(
      server,
      session,
      'GET',
      `/order/${orders[0]!.id}`,
    );
    expect(first.status).toBe('PENDING');
  });

  it('on a 390 px phone the cards have checkboxes and the bar fits', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await tick(phone, [orders[0]!.number, orders[1]!.number]);
    await phone
      .getByRole('region', { name: 'Acciones en lote' })
      .getByText('2 seleccionados')
      .waitFor();
    await screenshot(phone, 'bulk-orders-phone');
    expect(await axeViolations(phone)).toEqual([]);
    await expectFitsPhone(phone, 'the orders list with its bulk bar');
  });
});
