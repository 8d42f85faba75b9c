import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfToPng } from '../apps/server/test/poppler';
import { screenshot, screenshotDir } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import {
  ROSTER,
  changeStatusInList,
  dragCard,
  pasteRoster,
  saveNewOrder,
  seedOrderJourney,
  sizeCounts,
} from './support/orders';
import { eventually } from './support/poll';
import {
  expectFitsPhone,
  openScreen,
  printOnA4,
  screensFitPhone,
  waitForStartOverlay,
} from './support/ui';

const D = '/director/dashboard';
const STEP = (n: RegExp) => ({ name: n });

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('orders: the guided flow for 12 people, the board, the production sheet printed and as PDF', () => {
  let number = '';

  beforeAll(() => seedOrderJourney(server, session));

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('creates the order step by step: a pasted roster with two bad rows fixed in place', async () => {
    await openScreen(page, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await page.getByText('No hay pedidos registrados.').waitFor();
    await page.getByRole('button', { name: 'Nuevo Pedido', exact: true }).click();
    await page.getByRole('heading', { name: 'Nuevo Pedido' }).waitFor();
    await page.getByRole('heading', { name: '1. Cliente' }).waitFor();
    await page.getByLabel('Cliente', { exact: true }).fill('promo');
    await page.getByRole('button', { name: 'Promoción 2026 · Colegio San Andrés' }).click();
    await page.getByText('Colegio San Andrés').waitFor();
    await page.getByLabel('Fecha de entrega').fill('2030-11-20');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: '2. Productos y paquetes' }).waitFor();
    await page.getByLabel('Agregar producto').fill('toga');
    await page.getByRole('button', { name: /TOGA-01 · Toga de graduación/ }).click();
    await page.getByRole('region', { name: 'Artículo 1: TOGA-01 · Toga de graduación' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: '3. Personas y tallas' }).waitFor();
    const item = page.getByRole('region', { name: 'Personas de TOGA-01 · Toga de graduación' });
    const paste = await pasteRoster(item, ROSTER, '10 filas correctas, 2 con errores.');
    // Each bad row is marked with its Spanish error, and shows what was typed.
    const mara = paste.getByRole('row').filter({ hasText: 'Mara Luna' });
    await mara.getByText('La estatura debe estar entre 100cm y 250cm').waitFor();
    await mara.getByRole('cell', { name: '12', exact: true }).waitFor();
    await paste.getByText('El nombre es requerido').waitFor();
    await screenshot(page, 'orders-guided-preview-desktop');
    await paste.getByRole('button', { name: 'Agregar 12 filas y corregir 2 en la lista' }).click();
    await item.getByRole('heading', { name: 'Personas (12)' }).waitFor();
    // Nothing leaves the step while a row is wrong; the rows are fixed where they are.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Corrija las filas marcadas antes de continuar').waitFor();
    await screenshot(page, 'orders-guided-bad-rows-desktop');
    await item.getByLabel('Estatura de la persona 4').fill('152');
    await item.getByLabel('Nombre de la persona 9').fill('Tomás Quispe');
    await item.getByLabel('Talla de la persona 3').selectOption('M');
    await item.getByText('Talla cambiada (sugerida: S)').waitFor();
    await expect.poll(() => sizeCounts(item), eventually).toBe('S 2 · M 7 · L 3');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: '4. Revisión' }).waitFor();
    await page.getByText('TOGA-01 · Toga de graduación · 12 personas').waitFor();
    await saveNewOrder(page, 'orders-guided-review-desktop');
    number = (await row('Promoción 2026')
      .getByText(/^PED-\d{4}-\d{5}$/)
      .textContent())!;
    expect(number).toMatch(/^PED-\d{4}-00001$/);
  });

  it('opens the order in either editor, and moves it to production on the board', async () => {
    await page.goto(`${server.url}${D}/orders/1/edit-new`);
    await page.getByText(`${number} · Pendiente`).waitFor();
    await page.getByRole('button', STEP(/Personas y tallas/)).click();
    await page.getByLabel('Nombre de la persona 9').waitFor();
    expect(await page.getByLabel('Nombre de la persona 9').inputValue()).toBe('Tomás Quispe');
    await page.getByRole('link', { name: 'Edición rápida' }).click();
    await page.getByRole('heading', { name: 'Editar Pedido' }).waitFor();
    await page.getByRole('heading', { name: 'Personas (12)' }).waitFor();
    await page.getByRole('link', { name: 'Volver a Pedidos' }).click();
    await page.getByRole('heading', { name: 'Gestión de Pedidos' }).waitFor();

    await page.getByRole('button', { name: 'Tablero' }).click();
    await page.getByRole('region', { name: 'Columna Pendiente' }).getByText(number).waitFor();
    await dragCard(page, number, 'En producción');
    await page.getByRole('region', { name: 'Columna En producción' }).getByText(number).waitFor();
    await screenshot(page, 'orders-guided-board-desktop');
  });

  it('prints the production sheet on A4 without the shell, and downloads its PDF', async () => {
    await page.getByRole('button', { name: 'Lista' }).click();
    await row(number).getByText('En producción', { exact: true }).waitFor();
    await row(number)
      .getByRole('button', { name: `Ver detalles de ${number}` })
      .click();
    const details = page.getByRole('dialog', { name: `Pedido ${number}` });
    await details.getByRole('link', { name: 'Hoja de producción' }).click();
    await page.getByRole('heading', { name: 'Hoja de producción' }).waitFor();
    const group = page.getByRole('region', {
      name: 'Gala · Toga Clásica · Marco Dorado · Interior Negro',
    });
    await group.getByText(/Eva Paz \(120 cm, talla cambiada\)/).waitFor();
    expect(await page.getByRole('button', { name: 'Imprimir' }).isEnabled()).toBe(true);
    await screenshot(page, 'orders-production-sheet-desktop');

    // Its first page only, as one image.
    await printOnA4(page, 'orders-production-sheet-print', {
      pages: ['-f', '1', '-l', '1', '-singlefile'],
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`hoja-de-produccion-${number}.pdf`);
    const saved = path.join(screenshotDir, 'orders-production-sheet.pdf');
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    pdfToPng(saved, path.join(screenshotDir, 'orders-production-sheet-pdf'));
    const text = pdfText(saved);
    expect(text).toContain('Tomás Quispe');
  });

  it('marks the order finished, then delivered', async () => {
    await page.getByRole('link', { name: 'Volver a Pedidos' }).click();
    await page.getByRole('heading', { name: 'Gestión de Pedidos' }).waitFor();
    await changeStatusInList(page, number, ['Terminado', 'Entregado']);
    await row(number)
      .getByRole('button', { name: `Ver detalles de ${number}` })
      .click();
    const details = page.getByRole('dialog', { name: `Pedido ${number}` });
    await details.getByText('Terminado → Entregado').waitFor();
    await screenshot(page, 'orders-guided-delivered-desktop');
    await details.getByText('Cerrar', { exact: true }).click();
  });

  it('fits a phone: the guided flow and the production sheet', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await screensFitPhone(phone, server.url, [
      { path: `${D}/orders/create-new`, heading: 'Nuevo Pedido', shot: 'orders-guided-phone' },
    ]);
    await phone.goto(`${server.url}${D}/orders/1/production-sheet`);
    await phone.getByText('Tomás Quispe', { exact: false }).first().waitFor();
    await waitForStartOverlay(phone);
    await screenshot(phone, 'orders-production-sheet-phone');
    await expectFitsPhone(phone, 'sheet');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
