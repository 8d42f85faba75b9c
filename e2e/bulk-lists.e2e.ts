import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

type Named = { id: number; name: string };

/** axe-core on the page as it is (the bulk bar shown): every violation, whatever its impact. */
async function axeViolations(on: Page) {
  const result = await new AxeBuilder({ page: on }).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const tick = async (on: Page, names: string[]) => {
  for (const name of names) await on.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
};
const barOf = (on: Page) => on.getByRole('region', { name: 'Acciones en lote' });

/**
 * Issue 38, bulk actions beyond the orders list: three products ticked turn 'Inactivo' in one
 * call; two clients go to the Papelera together and come back together from it; the bar fits a
 * 390 px phone; axe finds nothing with the bar shown.
 */
describe('bulk actions on the products and clients lists, on a desktop and a phone', () => {
  const products: Named[] = [];
  const clients: Named[] = [];

  beforeAll(async () => {
    for (const [code, name] of [
      ['GORRA-01', 'Gorra azul'],
      ['GORRA-02', 'Gorra roja'],
      ['GORRA-03', 'Gorra verde'],
      ['GORRA-04', 'Gorra negra'],
    ] as const) {
      products.push(
        await callApi<Named>(server, session, 'POST', '/product/create', {
          code,
          name,
          kind: 'ACCESSORY',
          priceCents: 3000,
        }),
      );
    }
    for (const [name, documentNumber] of [
      ['Ana Quispe', '5550001'],
      ['Luis Mamani', '5550002'],
      ['Rosa Condori', '5550003'],
    ] as const) {
      clients.push(
        await callApi<Named>(server, session, 'POST', '/client/create', { name, documentNumber }),
      );
    }
  });

  it("turns three products ticked 'Inactivo' in one call", async () => {
    await openScreen(page, `${server.url}${D}/products`, 'Gestión de Productos');
    const ticked = products.slice(0, 3);
    await tick(
      page,
      ticked.map((p) => p.name),
    );
    const bar = barOf(page);
    await bar.getByText('3 seleccionados').waitFor();
    await screenshot(page, 'bulk-products-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Inactivo' });
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('3 productos actualizados').waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const product of ticked) {
      const row = page.getByRole('row', { name: new RegExp(product.name) });
      await row.getByText('Inactivo').waitFor();
      const saved = await callApi<{ status: string }>(
        server,
        session,
        'GET',
        `/product/${product.id}`,
      );
      expect(saved.status).toBe('INACTIVE');
    }
    const untouched = await callApi<{ status: string }>(
      server,
      session,
      'GET',
      `/product/${products[3]!.id}`,
    );
    expect(untouched.status).toBe('ACTIVE');
    expect(errors).toEqual([]);
  });

  it('sends two clients to the Papelera together and restores them together', async () => {
    await openScreen(page, `${server.url}${D}/clients`, 'Gestión de Clientes');
    const [ana, , rosa] = clients as [Named, Named, Named];
    await tick(page, [ana.name, rosa.name]);
    const bar = barOf(page);
    await bar.getByRole('button', { name: 'Enviar a la papelera' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a la papelera' });
    await confirm.getByText('¿Enviar 2 clientes a la papelera?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Enviar a la papelera' }).click();
    await page.getByText('2 clientes enviados a la papelera').waitFor();
    await page.getByRole('checkbox', { name: `Seleccionar ${ana.name}` }).waitFor({
      state: 'detached',
    });

    await page
      .getByRole('group', { name: 'Vista' })
      .getByRole('button', { name: 'Papelera' })
      .click();
    const trash = page.getByRole('region', { name: 'Papelera de clientes' });
    await tick(page, [ana.name, rosa.name]);
    await barOf(page).getByText('2 seleccionados').waitFor();
    await screenshot(page, 'bulk-clients-trash-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await barOf(page).getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('2 clientes restaurados').waitFor();
    await trash.getByText('La papelera está vacía.').waitFor();
    for (const client of [ana, rosa]) {
      const saved = await callApi<{ deletedAt: string | null }>(
        server,
        session,
        'GET',
        `/client/${client.id}`,
      );
      expect(saved.deletedAt).toBeNull();
    }
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone the product cards have checkboxes and the bar fits', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/products`, 'Gestión de Productos');
    await tick(phone, [products[0]!.name, products[3]!.name]);
    await barOf(phone).getByText('2 seleccionados').waitFor();
    await screenshot(phone, 'bulk-products-phone');
    expect(await axeViolations(phone)).toEqual([]);
    await expectFitsPhone(phone, 'the products list with its bulk bar');
  });
});
