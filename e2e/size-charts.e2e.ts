import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { openScreen, screensFitPhone } from './support/ui';

const D = '/director/dashboard';

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('size charts: declared once with shared bounds, used by products', () => {
  beforeAll(async () => {
    await callApi(server, session, 'POST', '/line/create', { name: 'Colegios' });
  });

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it("declares a line's default chart whose sizes share their bounds", async () => {
    await openScreen(page, `${server.url}${D}/size-charts`, 'Tablas de tallas');
    await page.getByText('No hay tablas de tallas. Agregue la primera.').waitFor();
    await page.getByRole('button', { name: 'Agregar Tabla de tallas' }).click();
    const form = dialog('Nueva tabla de tallas');
    await form.getByLabel('Nombre', { exact: true }).fill('Escolar primaria');
    await form.getByLabel('Línea', { exact: true }).selectOption({ label: 'Colegios' });
    await form.getByLabel('Tabla por defecto de la línea').selectOption('true');
    await form.getByRole('button', { name: 'Agregar talla' }).click();
    await form.getByLabel('Nombre de la talla 1').fill('S');
    await form.getByLabel('Estatura mínima de la talla 1 (cm)').fill('100');
    await form.getByLabel('Estatura máxima de la talla 1 (cm)').fill('130');
    await form.getByLabel('Nombre de la talla 2').fill('M');
    await form.getByLabel('Estatura mínima de la talla 2 (cm)').fill('130');
    await form.getByLabel('Estatura máxima de la talla 2 (cm)').fill('150');
    await screenshot(page, 'size-chart-form');
    await form.getByRole('button', { name: 'Guardar Tabla' }).click();
    await page.getByText('Tabla de tallas creada exitosamente').waitFor();
    await row('Escolar primaria').getByText('S 100–130 · M 130–150').waitFor();
    await screenshot(page, 'size-charts-desktop');
  });

  it('gives a product the chart, then asks before an edit of the chart reaches it', async () => {
    await openScreen(page, `${server.url}${D}/products`, 'Gestión de Productos');
    await page.getByRole('button', { name: 'Agregar Producto' }).click();
    const form = dialog('Registrar Nuevo Producto');
    await form.getByLabel('Código').fill('POLO-1');
    await form.getByLabel('Nombre').fill('Polo escolar');
    await form.getByLabel('Precio (Bs)').fill('80');
    await form.getByLabel('Tabla de tallas').selectOption({ label: 'Escolar primaria (Colegios)' });
    await form.getByText(/Tallas de la tabla: S 100–130 · M 130–150/).waitFor();
    await form.getByRole('button', { name: 'Guardar Producto' }).click();
    await page.getByText('Producto creado exitosamente').waitFor();
    await row('POLO-1').getByRole('cell', { name: 'S, M' }).waitFor();

    await openScreen(page, `${server.url}${D}/size-charts`, 'Tablas de tallas');
    await row('Escolar primaria')
      .getByRole('button', { name: /^Editar/ })
      .click();
    const edit = dialog('Editar tabla de tallas');
    await edit.getByText(/¿Aplicar las tallas nuevas al producto que usa esta tabla\?/).waitFor();
    await edit.getByRole('button', { name: 'Agregar talla' }).click();
    await edit.getByLabel('Nombre de la talla 3').fill('L');
    await edit.getByLabel('Estatura mínima de la talla 3 (cm)').fill('150');
    await edit.getByLabel('Estatura máxima de la talla 3 (cm)').fill('170');
    await screenshot(page, 'size-chart-edit-asks');
    await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Tabla de tallas actualizada y aplicada a 1 producto').waitFor();
    await openScreen(page, `${server.url}${D}/products`, 'Gestión de Productos');
    await row('POLO-1').getByRole('cell', { name: 'S, M, L' }).waitFor();
  });

  it('fits a phone: the size charts', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await screensFitPhone(phone, server.url, [
      {
        path: `${D}/size-charts`,
        heading: 'Tablas de tallas',
        text: 'Escolar primaria',
        shot: 'size-charts-phone',
      },
    ]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
