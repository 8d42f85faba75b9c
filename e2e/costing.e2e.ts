import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, PHONE, startSignedInJourney } from './support/journey';
import { expectFitsPhone } from './support/ui';

const D = '/director/dashboard';
/** Money is shown with a no-break space after 'Bs'. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** axe-core's violations on the page as it is, one line each. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Cost and margin (issue 39) as a director sees them: a gown's unit cost per size (cloth at Bs 10
 * a metre, 2 m a gown and 3 m in size L, Bs 5 of labour), and an order of one S and one L gown at
 * Bs 250; the gown's own overhead set on screen to Bs 1,50: cost 20 + 6,50 + 30 + 6,50 = Bs 63,
 * margin Bs 437.
 */
const { server, session, page, errors } = startSignedInJourney(DESKTOP);

describe('cost and margin: a product’s unit cost and an order’s margin, for a director', () => {
  let orderNumber: string;

  beforeAll(async () => {
    const call = <T>(method: string, url: string, body?: unknown) =>
      callApi<T>(server, session, method, url, body);
    const client = await call<{ id: number }>('POST', '/client/create', {
      name: 'Promoción Costos 2026',
      documentNumber: '5544332',
    });
    const toga = await call<{ id: number; sizes: { id: number; name: string }[] }>(
      'POST',
      '/product/create',
      {
        code: 'TOGA-01',
        name: 'Toga de graduación',
        kind: 'GARMENT',
        priceCents: 25000,
        sizes: [
          { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
          { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
          { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
        ],
      },
    );
    const cloth = await call<{ id: number }>('POST', '/material/create', {
      code: 'TELA-RASO',
      name: 'Tela de raso negra',
      unit: 'metro',
    });
    await call('POST', '/material/movement', {
      type: 'IN',
      materialId: cloth.id,
      quantity: 20,
      unitCostCents: 1000,
    });
    const l = toga.sizes.find((s) => s.name === 'L')!.id;
    await call('PUT', `/product/${toga.id}/materials`, {
      items: [{ materialId: cloth.id, quantity: 2, sizes: [{ sizeId: l, quantity: 3 }] }],
    });
    await call('PUT', `/product/${toga.id}/cost`, { labourCents: 500, overheadCents: null });
    const order = await call<{ number: string }>('POST', '/order/create', {
      clientId: client.id,
      promisedDate: '2030-03-15',
      items: [
        {
          productId: toga.id,
          people: [
            { name: 'Ana Pérez', heightCm: 140 },
            { name: 'Luis Rojas', heightCm: 175 },
          ],
        },
      ],
    });
    orderNumber = order.number;
  });

  it('shows the gown’s unit cost per size in its details', async () => {
    await page.goto(`${server.url}${D}/products`);
    await page.getByRole('button', { name: 'Ver detalles de Toga de graduación' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del Producto' });
    const section = details.getByRole('region', { name: 'Costo y margen' });
    await section.getByText(/Mano de obra por unidad: Bs.5,00/).waitFor();
    const l = section.getByRole('row', { name: /^L / });
    await expect.poll(async () => spaced(await l.textContent())).toContain('Bs 35,00');
    await section.getByLabel('Gastos generales por unidad (Bs)').fill('1,50');
    await section.getByRole('button', { name: 'Guardar costos' }).click();
    await expect.poll(async () => spaced(await l.textContent())).toContain('Bs 36,50');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'costing-product-desktop');
    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await expectFitsPhone(page, 'product details');
    await screenshot(page, 'costing-product-phone');
    await page.setViewportSize(DESKTOP);
    await details.getByText('Cerrar', { exact: true }).click();
  });

  it('shows the order’s expected cost and margin in its details', async () => {
    await page.goto(`${server.url}${D}/orders`);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Pedido ${orderNumber}` });
    const section = details.getByRole('region', { name: 'Costo y margen' });
    await section.getByText('Sin consumo registrado').waitFor();
    expect((await section.locator('dd').allTextContents()).map(spaced)).toEqual([
      'Bs 63,00',
      'Bs 437,00',
      'Sin consumo registrado',
    ]);
    await section.scrollIntoViewIfNeeded();
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'costing-order-desktop');
    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await expectFitsPhone(page, 'order details');
    await screenshot(page, 'costing-order-phone');
    expect(errors).toEqual([]);
  });
});
