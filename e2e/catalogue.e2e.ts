import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { openScreen, screensFitPhone } from './support/ui';

const D = '/director/dashboard';

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('catalogue: products generated from a model, a size table, a pack with a fixed price', () => {
  beforeAll(async () => {
    const line = await callApi<{ id: number }>(server, session, 'POST', '/line/create', {
      name: 'Graduacion',
    });
    await callApi(server, session, 'POST', '/model/create', {
      name: 'Toga Magister',
      lineId: line.id,
      description: JSON.stringify(['Tela de raso']),
      colors: [
        { baseName: 'Negro', baseHexa: '#111111', frameName: 'Dorado', frameHexa: '#D4AF37' },
        { baseName: 'Azul', baseHexa: '#1E3A8A', frameName: 'Plata', frameHexa: '#C0C0C0' },
      ],
    });
  });

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('generates one product per colour combination of the model', async () => {
    await openScreen(page, `${server.url}${D}/products`, 'Gestión de Productos');
    await page.getByText('No hay productos registrados.').waitFor();
    await page.getByRole('button', { name: 'Generar desde modelo' }).click();
    const generate = dialog('Generar desde modelo');
    await generate.getByLabel('Línea').selectOption({ label: 'Graduacion' });
    await generate.getByLabel('Modelo').selectOption({ label: 'Toga Magister' });
    await generate.getByLabel('Precio (Bs)').fill('250,00');
    await generate.getByLabel('Código para Marco: Plata · Interior: Azul').fill('TOGA-AZUL');
    await screenshot(page, 'catalogue-generate');
    await generate.getByRole('button', { name: 'Generar productos' }).click();
    await generate.getByText('Productos creados: 2').waitFor();
    await generate.getByRole('button', { name: 'Aceptar' }).click();
    await row('TOGA-MAGISTER-01').waitFor();
    const azul = row('TOGA-AZUL');
    await azul.getByText('Toga Magister Azul Plata').waitFor();
    await azul.getByRole('img', { name: 'Marco: Plata · Interior: Azul' }).waitFor();
    expect(await azul.getByText(/Bs\s250,00/).count()).toBe(1);
  });

  it('adds a size table to one product', async () => {
    await row('TOGA-AZUL')
      .getByRole('button', { name: /^Editar/ })
      .click();
    const form = dialog('Editar Producto');
    await form.getByRole('button', { name: 'Agregar talla' }).click();
    await form.getByRole('button', { name: 'Agregar talla' }).click();
    await form.getByLabel('Nombre de la talla 1').fill('S');
    await form.getByLabel('Estatura mínima de la talla 1 (cm)').fill('100');
    await form.getByLabel('Estatura máxima de la talla 1 (cm)').fill('150');
    await form.getByLabel('Nombre de la talla 2').fill('M');
    await form.getByLabel('Estatura mínima de la talla 2 (cm)').fill('140');
    await form.getByLabel('Estatura máxima de la talla 2 (cm)').fill('170');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await form
      .getByText('Las tallas S y M se superponen: una estatura solo puede corresponder a una talla')
      .waitFor();
    // S 100–150 and M 150–170 share 150 (it is M).
    await form.getByLabel('Estatura mínima de la talla 2 (cm)').fill('150');
    await screenshot(page, 'catalogue-size-table');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Producto actualizado exitosamente').waitFor();
    await row('TOGA-AZUL').getByRole('cell', { name: 'S, M' }).waitFor();
    await screenshot(page, 'catalogue-products-desktop');
  });

  it('builds a pack of the two products with a fixed price and sees the saving', async () => {
    await page.goto(`${server.url}${D}/packages`);
    await page.getByText('No hay paquetes registrados.').waitFor();
    await page.getByRole('button', { name: 'Nuevo Paquete' }).click();
    await page.getByRole('heading', { name: 'Nuevo Paquete' }).waitFor();
    await page.getByLabel('Código').fill('PCK-GALA');
    await page.getByLabel('Nombre', { exact: true }).fill('Pack Gala');
    const picker = page.getByRole('combobox', { name: 'Agregar producto' });
    for (const search of ['negro', 'azul']) {
      await picker.fill(search);
      await page.getByRole('option', { name: new RegExp(search, 'i') }).click();
    }
    await page.getByLabel('Precio fijo (Bs)').fill('450');
    const total = page.getByLabel('Total del paquete');
    await total.getByText('Ahorro').waitFor();
    expect(await total.textContent()).toMatch(
      /Suma de productosBs\s500,00.*Bs\s450,00.*AhorroBs\s50,00/,
    );
    await screenshot(page, 'catalogue-pack-new');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'Gestión de Paquetes' }).waitFor();
    await row('Pack Gala')
      .getByText(/Ahorro Bs\s50,00 sobre Bs\s500,00/)
      .waitFor();
  });

  it('edits the pack on its page, and the saving follows', async () => {
    await row('Pack Gala').getByRole('button', { name: 'Editar Pack Gala' }).click();
    await page.getByRole('heading', { name: 'Editar Paquete' }).waitFor();
    expect(page.url()).toMatch(/\/director\/dashboard\/packages\/\d+\/edit$/);
    await page.getByLabel('Cantidad de Toga Magister Azul Plata').fill('2');
    await page.getByLabel('Precio fijo (Bs)').fill('600');
    const total = page.getByLabel('Total del paquete');
    await total.getByText(/Bs\s150,00/).waitFor();
    await screenshot(page, 'catalogue-pack-edit-desktop');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Paquete actualizado exitosamente').waitFor();
    await row('Pack Gala')
      .getByText(/Ahorro Bs\s150,00 sobre Bs\s750,00/)
      .waitFor();
    await screenshot(page, 'catalogue-packages-desktop');
  });

  it('fits a phone: products, packs and the pack editor', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    const packId = /packages\/(\d+)/.exec(page.url())?.[1];
    const text = /Pack Gala|TOGA-AZUL/;
    await screensFitPhone(phone, server.url, [
      {
        path: `${D}/products`,
        heading: 'Gestión de Productos',
        text,
        shot: 'catalogue-products-phone',
      },
      {
        path: `${D}/packages`,
        heading: 'Gestión de Paquetes',
        text,
        shot: 'catalogue-packages-phone',
      },
      {
        path: `${D}/packages/${packId ?? 1}/edit`,
        heading: 'Editar Paquete',
        text,
        shot: 'catalogue-pack-edit-phone',
      },
    ]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
