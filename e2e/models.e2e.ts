import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createLine } from './support/api';
import path from 'node:path';
import { screenshot, screenshotDir } from './support/browser';
import {
  confirmDeletion,
  expectEmptyFormRefused,
  pagesSevenBySix,
  saveAsInactive,
  waitForStartOverlay,
} from './support/ui';
import { startSignedInJourney } from './support/journey';
import { eventually } from './support/poll';

const { server, session, page, errors } = startSignedInJourney();

describe('Modelos de la Línea journey', () => {
  let lineId: number;

  beforeAll(async () => {
    lineId = await createLine(server, session, {
      name: 'Clásica',
      color: '#8B4513',
      items: ['Madera de roble'],
    });
  });

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const menuAction = async (model: string, action: string) => {
    await page.getByRole('button', { name: `Acciones de ${model}` }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };

  it("opens a line's models from the lines page", async () => {
    await page.goto(`${server.url}/director/dashboard/lines`);
    await waitForStartOverlay(page);
    await page.getByRole('link', { name: 'Modelos de Clásica' }).click();
    await page.waitForURL(`${server.url}/director/dashboard/models/${lineId}`);
    await page.getByRole('heading', { name: 'Modelos de la Línea Clásica' }).waitFor();
    await page.getByText('No se encontraron modelos que coincidan con los filtros.').waitFor();
  });

  it('refuses an empty register form with one toast and the field message', async () => {
    await page.getByRole('button', { name: 'Agregar Modelo' }).click();
    const form = dialog('Registrar Nuevo Modelo');
    await form.getByRole('button', { name: 'Registrar Modelo' }).click();
    // Sent again from the keyboard: the first refusal's toast may lie over the button on a
    // narrow or busy screen, and a pointer click would wait for it to go.
    await form.getByRole('button', { name: 'Registrar Modelo' }).press('Enter');
    await expectEmptyFormRefused(page, form);
  });

  it('registers a model with two colours and three features, one of them blank', async () => {
    const form = dialog('Registrar Nuevo Modelo');
    await form.getByLabel('Nombre del Modelo').fill('Silla Imperial');
    for (let i = 0; i < 3; i += 1) {
      await form.getByRole('button', { name: 'Agregar Característica' }).click();
    }
    await form.getByLabel('Característica 1', { exact: true }).fill('Respaldo alto');
    await form.getByLabel('Característica 3', { exact: true }).fill('Tapizado de lino');

    await form.getByRole('button', { name: 'Agregar Color' }).click();
    await form.getByRole('button', { name: 'Agregar Color' }).click();
    const colors = form.getByTestId('model-color-row');
    const first = colors.nth(0);
    // SPEC.md §9: a new colour is a white interior in a black frame.
    expect(await first.getByLabel('Color Marco: código hexadecimal').inputValue()).toBe('#000000');
    expect(await first.getByLabel('Color Interior: código hexadecimal').inputValue()).toBe(
      '#FFFFFF',
    );
    const fill = async (
      index: number,
      frame: string,
      frameName: string,
      base: string,
      baseName: string,
    ) => {
      const colorRow = colors.nth(index);
      await colorRow.getByLabel('Color Marco: código hexadecimal').fill(frame);
      await colorRow.getByLabel('Nombre del color marco').fill(frameName);
      await colorRow.getByLabel('Color Interior: código hexadecimal').fill(base);
      await colorRow.getByLabel('Nombre del color interior').fill(baseName);
    };
    await fill(0, '5c4033', 'Nogal', 'f5f5dc', 'Lino');
    await fill(1, '#1F2937', 'Grafito', '#B91C1C', 'Rojo');
    // The preview follows what was typed.
    await form.getByRole('img', { name: 'Marco: Grafito · Interior: Rojo' }).waitFor();
    await screenshot(page, 'models-register-form');
    await form.getByLabel('Nombre del Modelo').scrollIntoViewIfNeeded();
    await screenshot(page, 'models-register-form-top');

    await form.getByRole('button', { name: 'Registrar Modelo' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Modelo creado exitosamente').waitFor();
    const swatches = row('Silla Imperial').getByRole('img');
    await expect.poll(() => swatches.count(), eventually).toBe(2);
    expect(await swatches.nth(0).getAttribute('aria-label')).toBe('Marco: Nogal · Interior: Lino');
    expect(await swatches.nth(1).getAttribute('aria-label')).toBe(
      'Marco: Grafito · Interior: Rojo',
    );
    await row('Silla Imperial').getByText('Activo').waitFor();
  });

  it('edits its status to Inactivo through the actions menu', async () => {
    await menuAction('Silla Imperial', 'Editar');
    const form = dialog('Editar Modelo');
    expect(await form.getByLabel('Nombre del Modelo').inputValue()).toBe('Silla Imperial');
    // The blank feature was dropped on save.
    await expect.poll(() => form.getByLabel(/^Característica \d$/).count(), eventually).toBe(2);
    await saveAsInactive(page, form, {
      toast: 'Modelo actualizado exitosamente',
      row: row('Silla Imperial'),
    });
  });

  it('shows the details on both tabs', async () => {
    await menuAction('Silla Imperial', 'Ver detalles');
    const details = dialog('Detalles del Modelo');
    const tab = (name: string) => details.getByRole('tab', { name });
    expect(await tab('Detalles del Modelo').getAttribute('aria-selected')).toBe('true');
    const features = details.getByRole('listitem').filter({ hasNotText: 'Marco:' });
    await expect
      .poll(() => features.allTextContents(), eventually)
      .toEqual(['Respaldo alto', 'Tapizado de lino']);
    await details.getByText('Marco: Nogal · Interior: Lino').waitFor();
    await details.getByText('Marco: Grafito · Interior: Rojo').waitFor();
    await details.getByText('Nombre de Línea').waitFor();
    expect(await details.textContent()).toMatch(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}:\d{2}/);
    expect(await details.getByText('Director', { exact: true }).count()).toBe(2);
    await screenshot(page, 'models-details');

    await tab('Multimedia').click();
    await details.getByText('No hay multimedia disponible para este modelo.').waitFor();
    await screenshot(page, 'models-details-media');
    await details.getByRole('button', { name: 'Cerrar' }).last().click();
    await details.waitFor({ state: 'detached' });
  });

  it('opens the actions menu from the keyboard, and above its button near the bottom', async () => {
    const button = page.getByRole('button', { name: 'Acciones de Silla Imperial' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Acciones de Silla Imperial' });
    await menu.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), eventually)
      .toBe('Ver detalles');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Editar');
    expect(await menu.getAttribute('data-side')).toBe('below');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    // With the button near the bottom of a short window the menu opens above it.
    await page.setViewportSize({ width: 1280, height: 900 });
    const buttonBottom = (await button.boundingBox())!.y + 32;
    await page.setViewportSize({ width: 1280, height: Math.round(buttonBottom + 30) });
    // The resize closes open menus when its event lands: let it land before opening this one.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // From the keyboard: a toast in the corner may cover the button for a mouse.
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await menu.getAttribute('data-side')).toBe('above');
    const [menuBox, buttonBox] = [await menu.boundingBox(), await button.boundingBox()];
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    // The window as it is: a full-page shot resizes it, and the menu would move below.
    await page.screenshot({ path: path.join(screenshotDir, 'models-menu-above.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes it after confirmation, and brings it back from the Papelera', async () => {
    await menuAction('Silla Imperial', 'Eliminar');
    await confirmDeletion(page, {
      title: 'Eliminar Modelo',
      question:
        '¿Estás seguro de que deseas eliminar el modelo Silla Imperial? Esta acción no se puede deshacer.',
      toast: 'Modelo Silla Imperial eliminado exitosamente',
      row: row('Silla Imperial'),
    });

    await page.getByRole('button', { name: 'Papelera' }).click();
    await page.getByRole('button', { name: 'Restaurar Silla Imperial' }).click();
    await page.getByText('Modelo Silla Imperial restaurado exitosamente').waitFor();
    await page.getByRole('button', { name: 'Modelos', exact: true }).click();
    await row('Silla Imperial').waitFor();
  });

  it('pages six at a time and filters by name and status', async () => {
    for (const name of [
      'Mesa Roble',
      'Banco Largo',
      'Cómoda',
      'Estante',
      'Mecedora',
      'Sofá Cama',
    ]) {
      await callApi(server, session, 'POST', '/model/create', {
        name,
        lineId,
        status: name === 'Cómoda' ? 'INACTIVE' : 'ACTIVE',
        colors: [{ baseName: 'Blanco', frameName: 'Negro' }],
      });
    }
    await page.reload();
    await waitForStartOverlay(page);
    await pagesSevenBySix(page, 'modelos', 'models-list', row('Silla Imperial'));

    // A filter goes back to page 1; one page shows no range text.
    await page.getByPlaceholder('Buscar por nombre...').fill('MESA');
    await row('Mesa Roble').waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(1);
    expect(await page.getByText(/Mostrando/).count()).toBe(0);
    await page.getByPlaceholder('Buscar por nombre...').fill('');
    await page.getByLabel('Estado').selectOption('INACTIVE');
    await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(2);
    await page.getByPlaceholder('Buscar por nombre...').fill('nada parecido');
    await page.getByText('No se encontraron modelos que coincidan con los filtros.').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByText('Mostrando 1 a 6 de 7 modelos').waitFor();
    expect(errors).toEqual([]);
  });

  it("says why the list did not load, and 'Reintentar' loads it", async () => {
    let failing = true;
    let refused = 0;
    await page.route('**/api/model/all/lineId/**', async (route) => {
      if (!failing) return route.fallback();
      refused += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'Base de datos no disponible', data: null }),
      });
    });
    await page.reload();
    await waitForStartOverlay(page);
    // The data cache retries three times (SPEC.md §9) before it gives up.
    await page
      .getByText('Error al cargar los modelos: Base de datos no disponible')
      .waitFor({ timeout: 20_000 });
    expect(refused).toBe(4);
    await screenshot(page, 'models-load-error');
    failing = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Mostrando 1 a 6 de 7 modelos').waitFor();
    await page.unroute('**/api/model/all/lineId/**');
    expect(errors.filter((e) => !e.includes('500 (Internal Server Error)'))).toEqual([]);
  });
});
