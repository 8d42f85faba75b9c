import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { eventually } from './support/poll';
import { expectFitsPhone, openScreen, screensFitPhone } from './support/ui';

const D = '/director/dashboard';

/**
 * Receive cloth, give the gown its bill of materials (a larger size takes more), see the order's
 * shortfall, buy more, post the order's consumption and read the ledger.
 */
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('materials: from receiving cloth to the consumption of an order in production', () => {
  let orderNumber: string;

  beforeAll(async () => {
    const institution = await callApi<{ id: number }>(
      server,
      session,
      'POST',
      '/institution/create',
      {
        name: 'Colegio Don Bosco',
        type: 'COLEGIO',
      },
    );
    await callApi(server, session, 'POST', '/supplier/create', { name: 'Textiles Andinos' });
    const client = await callApi<{ id: number }>(server, session, 'POST', '/client/create', {
      name: 'Promoción Bosco 2026',
      documentNumber: '7766554',
      institutionId: institution.id,
    });
    const toga = await callApi<{ id: number }>(server, session, 'POST', '/product/create', {
      code: 'TOGA-01',
      name: 'Toga de graduación',
      kind: 'GARMENT',
      priceCents: 25000,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
        { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
        { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
      ],
    });
    // S, M, L, L: with 2 m a gown and 3 m in size L, 10 m of cloth.
    const order = await callApi<{ id: number; number: string }>(
      server,
      session,
      'POST',
      '/order/create',
      {
        clientId: client.id,
        promisedDate: '2030-11-20',
        items: [
          {
            productId: toga.id,
            people: [
              { name: 'Ana Pérez', heightCm: 140 },
              { name: 'Luis Soto', heightCm: 160 },
              { name: 'Eva Paz', heightCm: 175 },
              { name: 'Juan Rojas', heightCm: 181 },
            ],
          },
        ],
      },
    );
    await callApi(server, session, 'POST', `/order/${order.id}/status`, {
      status: 'IN_PRODUCTION',
    });
    orderNumber = order.number;
  });

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('adds the cloth and receives 6 metres of it', async () => {
    await openScreen(page, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await page.getByText('No hay materiales registrados.').waitFor();
    await page.getByRole('button', { name: 'Agregar Material' }).click();
    const form = page.getByRole('dialog', { name: 'Registrar Nuevo Material' });
    await form.getByLabel('Código', { exact: true }).fill('tela-raso');
    await form.getByLabel('Nombre', { exact: true }).fill('Tela de raso negra');
    await form.getByLabel('Stock mínimo', { exact: true }).fill('8');
    // The supplier is picked from 'Proveedores' (issue 39), searched as the user types.
    await form.getByRole('combobox', { name: 'Proveedor' }).fill('Textiles');
    await page.getByRole('option', { name: 'Textiles Andinos' }).click();
    await form.getByLabel('Color (opcional): código hexadecimal', { exact: true }).fill('#1A1A1A');
    await form.getByRole('button', { name: 'Guardar Material' }).click();
    await row('Tela de raso negra').getByText('Stock bajo').waitFor();

    await page.getByRole('button', { name: 'Registrar movimiento de Tela de raso negra' }).click();
    const move = page.getByRole('dialog', { name: 'Registrar movimiento' });
    await move.getByLabel('Cantidad', { exact: true }).fill('6');
    await move.getByLabel('Documento', { exact: true }).fill('Remisión 101');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Movimiento registrado exitosamente').waitFor();
    await row('Tela de raso negra').getByText('6 metro').waitFor();
    await screenshot(page, 'materials-list-desktop');
  });

  it('sets the gown’s materials per unit, more cloth for size L', async () => {
    await page.goto(`${server.url}${D}/products`);
    await page.getByRole('button', { name: 'Ver detalles de Toga de graduación' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del Producto' });
    const section = details.getByRole('region', { name: 'Materiales por unidad' });
    await section.getByText('Este producto no tiene materiales por unidad.').waitFor();
    await section.getByRole('button', { name: 'Editar materiales' }).click();
    await section.getByRole('button', { name: 'Agregar material' }).click();
    await section
      .getByRole('combobox', { name: 'Material' })
      .selectOption({ label: 'TELA-RASO · Tela de raso negra (metro)' });
    await section.getByLabel('Cantidad por unidad del material 1', { exact: true }).fill('2');
    await section.getByLabel('Cantidad para la talla L del material 1', { exact: true }).fill('3');
    await screenshot(page, 'materials-bom-editor-desktop');
    await section.getByRole('button', { name: 'Guardar materiales' }).click();
    await section.getByText('2 metro por unidad').waitFor();
    await section.getByText('Talla L: 3 metro').waitFor();
    await details.getByText('Cerrar', { exact: true }).click();
  });

  it('shows the order’s shortfall from its details', async () => {
    await page.goto(`${server.url}${D}/orders`);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    await page
      .getByRole('dialog', { name: `Pedido ${orderNumber}` })
      .getByRole('link', { name: 'Ver materiales del pedido' })
      .click();
    await page.getByRole('heading', { name: 'Gestión de Materiales' }).waitFor();
    const cloth = row('Tela de raso negra');
    // 2 (S) + 2 (M) + 3 (L) + 3 (L) = 10 m required, 6 m available.
    await cloth.getByText('Faltan 4 metro').waitFor();
    expect(await cloth.getByText('10 metro').count()).toBe(2); // required and pending
    await screenshot(page, 'materials-shortfall-desktop');
  });

  it('registers a purchase and the shortfall is covered', async () => {
    await page.getByRole('button', { name: 'Registrar movimiento', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Registrar movimiento' });
    await move.getByLabel('Buscar material', { exact: true }).fill('raso');
    await move
      .getByRole('combobox', { name: 'Material' })
      .selectOption({ label: 'TELA-RASO · Tela de raso negra (metro)' });
    await move.getByLabel('Cantidad', { exact: true }).fill('12,5');
    await move.getByLabel('Costo unitario (Bs)', { exact: true }).fill('45,50');
    await move.getByLabel('Documento', { exact: true }).fill('Factura 2040');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await row('Tela de raso negra').getByText('Cubierto').waitFor();
  });

  it('posts the consumption once, and the ledger shows it with the running balance', async () => {
    await page.getByRole('button', { name: 'Registrar consumo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar consumo' });
    await dialog.getByRole('button', { name: 'Registrar consumo' }).click();
    await page.getByText('Consumo registrado: 1 movimiento de salida').waitFor();
    const cloth = row('Tela de raso negra');
    await cloth.getByText('8,5 metro').waitFor(); // available after 18,5 − 10
    await expect
      .poll(() => page.getByRole('button', { name: 'Registrar consumo' }).isDisabled(), eventually)
      .toBe(true);

    await page.getByRole('button', { name: 'Materiales', exact: true }).click();
    await page.getByRole('button', { name: 'Ver detalles de Tela de raso negra' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del Material' });
    const ledger = details.getByRole('region', { name: 'Movimientos del material' });
    const entries = ledger.getByRole('row');
    await entries
      .filter({ hasText: `Pedido ${orderNumber}` })
      .getByText('−10 metro')
      .waitFor();
    await entries.filter({ hasText: 'Factura 2040' }).getByText('+12,5 metro').waitFor();
    await entries.filter({ hasText: 'Factura 2040' }).getByText('18,5 metro').waitFor();
    await entries.filter({ hasText: 'Remisión 101' }).getByText('+6 metro').waitFor();
    // Newest first: the balance after each movement reads down the ledger.
    const balances = await ledger.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(balances).toEqual(['8,5 metro', '18,5 metro', '6 metro']);
    await screenshot(page, 'materials-ledger-desktop');
    await details.getByText('Cerrar', { exact: true }).click();
  });

  it('fits a phone: the list, the requirements and the ledger', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await screensFitPhone(phone, server.url, [
      {
        path: `${D}/materials`,
        heading: 'Gestión de Materiales',
        text: 'Tela de raso negra',
        shot: 'materials-list-phone',
      },
    ]);
    await phone.getByRole('button', { name: 'Requerimientos' }).click();
    await phone.getByText('1 pedido en producción').waitFor();
    await phone.getByText('Cubierto').first().waitFor();
    await screenshot(phone, 'materials-requirements-phone');
    await expectFitsPhone(phone, 'requirements');
    await phone.getByRole('button', { name: 'Materiales', exact: true }).click();
    await phone.getByRole('button', { name: 'Ver detalles de Tela de raso negra' }).click();
    await phone
      .getByRole('dialog', { name: 'Detalles del Material' })
      .getByText('Remisión 101')
      .waitFor();
    await screenshot(phone, 'materials-ledger-phone');
    await phone.context().close();
    expect(errors).toEqual([]);
  });

  it("receives a supplier's delivery note of two lines in one 'Entrada de materiales'", async () => {
    await callApi(server, session, 'POST', '/material/create', {
      code: 'HILO-DOR',
      name: 'Hilo dorado',
      unit: 'cono',
    });
    await openScreen(page, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await page.getByRole('button', { name: 'Entrada de materiales' }).click();
    const form = page.getByRole('dialog', { name: 'Entrada de materiales' });
    await form.getByLabel('Proveedor (opcional)').fill('Textiles Andinos');
    await form.getByLabel('Documento (opcional)').fill('Remito 0042');
    const line = (n: number) => form.getByRole('listitem').nth(n);
    const fill = async (n: number, option: string, quantity: string, cost: string) => {
      await line(n).getByRole('combobox').selectOption({ label: option });
      await line(n).getByLabel('Cantidad', { exact: true }).fill(quantity);
      await line(n).getByLabel('Costo unitario (Bs)', { exact: true }).fill(cost);
    };
    await fill(0, 'TELA-RASO · Tela de raso negra (metro)', '20', '44');
    await form.getByRole('button', { name: 'Agregar línea' }).click();
    await fill(1, 'HILO-DOR · Hilo dorado (cono)', '12', '8,50');
    await screenshot(page, 'materials-receipt-desktop');
    await form.getByRole('button', { name: 'Registrar entrada' }).click();
    await page.getByText('Entrada de materiales registrada: 2 líneas').waitFor();
    await form.waitFor({ state: 'detached' });
    await row('Tela de raso negra').getByText('28,5 metro').waitFor(); // 8,5 + 20
    await row('Hilo dorado').getByText('12 cono').waitFor();

    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await phone.getByRole('button', { name: 'Entrada de materiales' }).click();
    const onPhone = phone.getByRole('dialog', { name: 'Entrada de materiales' });
    await onPhone.getByRole('button', { name: 'Agregar línea' }).click();
    await onPhone.getByRole('listitem').nth(1).waitFor();
    await screenshot(phone, 'materials-receipt-phone');
    await expectFitsPhone(phone, 'receipt');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
  it("values the stock at weighted average cost in 'Valor del inventario'", async () => {
    await openScreen(page, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await page.getByRole('button', { name: 'Valor del inventario' }).click();
    const table = page.getByRole('table', { name: 'Valor del inventario por material' });
    // Raso: 6 m without a cost, 12,5 m at 45,50, 10 m consumed at the average (307,43), then
    // 20 m at 44: 568,75 − 307,43 + 880 = 1.141,32. Hilo: 12 conos at 8,50 = 102.
    await table
      .getByRole('row', { name: /TELA-RASO/ })
      .getByText('Bs 1.141,32')
      .waitFor();
    await table
      .getByRole('row', { name: /HILO-DOR/ })
      .getByText('Bs 102,00')
      .waitFor();
    await page
      .getByText('Valor total del inventario')
      .locator('..')
      .getByText('Bs 1.243,32')
      .waitFor();
    await screenshot(page, 'materials-valuation-desktop');

    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/materials`, 'Gestión de Materiales');
    await phone.getByRole('button', { name: 'Valor del inventario' }).click();
    await phone.getByText('Bs 1.243,32').waitFor();
    await screenshot(phone, 'materials-valuation-phone');
    await expectFitsPhone(phone, 'valuation');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
