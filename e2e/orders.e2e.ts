import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import {
  ROSTER,
  changeStatusInList,
  dragCard,
  pasteRoster,
  saveNewOrder,
  seedOrderJourney,
} from './support/orders';
import { expectFitsPhone, openScreen, screensFitPhone, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('orders: a roster pasted with two bad rows, fixed, saved, moved along the pipeline', () => {
  beforeAll(() => seedOrderJourney(server, session));

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('creates an order for 12 people by pasting a roster, fixing its two bad rows', async () => {
    await openScreen(page, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await page.getByText('No hay pedidos registrados.').waitFor();
    // The one 'Nuevo Pedido' opens the guided flow; its first line offers quick entry.
    await page.getByRole('button', { name: 'Nuevo Pedido', exact: true }).click();
    await page.getByRole('heading', { name: '1. Cliente' }).waitFor();
    await page.getByRole('link', { name: 'Edición rápida' }).click();
    await page.getByRole('heading', { name: 'Nuevo Pedido' }).waitFor();
    await page.getByRole('heading', { name: 'Productos y paquetes' }).waitFor();
    await page.getByLabel('Cliente').fill('promo');
    await page.getByRole('button', { name: 'Promoción 2026 · Colegio San Andrés' }).click();
    await page.getByText('Colegio San Andrés').waitFor();
    await page.getByLabel('Fecha de entrega').fill('2030-11-20');
    await page.getByLabel('Agregar producto').fill('toga');
    await page.getByRole('button', { name: /TOGA-01 · Toga de graduación/ }).click();
    const item = page.getByRole('region', { name: 'Artículo 1: TOGA-01 · Toga de graduación' });
    const paste = await pasteRoster(item, ROSTER, '10 filas correctas, 2 con errores.');
    await paste.getByText('La estatura debe estar entre 100cm y 250cm').waitFor();
    await paste.getByText('El nombre es requerido').waitFor();
    await screenshot(page, 'orders-roster-preview');
    await paste.getByRole('button', { name: 'Agregar 10 filas correctas' }).click();
    expect(await paste.getByRole('textbox').inputValue()).toBe('Mara Luna\t12\n\t160');
    await paste.getByRole('textbox').fill('Mara Luna\t152\nTomás Quispe\t160');
    await paste.getByRole('button', { name: 'Revisar filas' }).click();
    await paste.getByRole('button', { name: 'Agregar 2 filas correctas' }).click();
    await item.getByRole('heading', { name: 'Personas (12)' }).waitFor();
    await item.getByLabel('Talla de la persona 3').selectOption('M');
    await item.getByText('Talla cambiada (sugerida: S)').waitFor();
    await saveNewOrder(page, 'orders-new-desktop');
  });

  it('moves the order to production on the board, then finished and delivered, with its timeline', async () => {
    const order = row('Promoción 2026');
    const number = (await order.getByText(/^PED-\d{4}-\d{5}$/).textContent())!;
    expect(number).toMatch(/^PED-\d{4}-00001$/);
    await page.getByRole('button', { name: 'Tablero' }).click();
    const pending = page.getByRole('region', { name: 'Columna Pendiente' });
    await pending.getByText(number).waitFor();
    await dragCard(page, number, 'Terminado');
    await page.getByText('No se puede cambiar el estado de Pendiente a Terminado').waitFor();
    await dragCard(page, number, 'En producción');
    await page.getByRole('region', { name: 'Columna En producción' }).getByText(number).waitFor();
    await screenshot(page, 'orders-board-desktop');
    // By keyboard: Space lifts the card, the right arrow takes it a column on, Space drops it.
    await page.getByRole('button', { name: `Mover ${number}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Sobre la columna En producción.').waitFor();
    // dnd-kit listens for the arrows from a zero-delay timer queued as the card was lifted: a
    // timer queued now runs after it (no key is lost to a machine faster than a hand).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await page.getByText('Sobre la columna Terminado.').waitFor();
    await page.keyboard.press('Space');
    await page.getByText('Pedido soltado en Terminado.').waitFor();
    // No piece went through the stages: finishing asks to confirm, saying how many are missing.
    const finish = page.getByRole('dialog', { name: `Cambiar estado de ${number}` });
    await finish.getByText('Faltan 12 de 12 piezas por pasar Empaque.').waitFor();
    await finish.getByLabel('Marcar como Terminado de todos modos').check();
    await finish.getByRole('button', { name: 'Cambiar estado' }).click();
    await page.getByRole('region', { name: 'Columna Terminado' }).getByText(number).waitFor();
    await page.getByRole('button', { name: 'Lista' }).click();
    await row(number).getByText('Terminado', { exact: true }).waitFor();
    await changeStatusInList(page, number, ['Entregado'], 'Entregado a la directora');
    await row(number)
      .getByRole('button', { name: `Ver detalles de ${number}` })
      .click();
    const details = page.getByRole('dialog', { name: `Pedido ${number}` });
    await details.getByText('Pendiente → En producción').waitFor();
    await details.getByText('Terminado → Entregado').waitFor();
    await details.getByText('Entregado a la directora').waitFor();
    await details.getByText('(cambiada; sugerida S)').waitFor();
    await screenshot(page, 'orders-details-desktop');
    await details.getByText('Cerrar', { exact: true }).click();
    await screenshot(page, 'orders-list-desktop');
  });

  it('fits a phone: the list and the new-order page', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await screensFitPhone(phone, server.url, [
      {
        path: `${D}/orders`,
        heading: 'Gestión de Pedidos',
        text: 'Promoción 2026',
        shot: 'orders-list-phone',
      },
      { path: `${D}/orders/create`, heading: 'Nuevo Pedido', shot: 'orders-new-phone' },
    ]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });

  it('reads a list typed on a phone: spaces, decimal commas, metres, a colon, one impossible', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/orders/create`, 'Nuevo Pedido');
    await waitForStartOverlay(phone);
    await phone.getByLabel('Agregar producto').fill('toga');
    await phone.getByRole('button', { name: /TOGA-01 · Toga de graduación/ }).click();
    const item = phone.getByRole('region', { name: 'Artículo 1: TOGA-01 · Toga de graduación' });
    await item.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
    const paste = item.getByRole('region', { name: 'Pegar lista de personas' });
    const typed = ['Ana Rojas 128,5', 'Diego Mamani: 150', '', 'Carla Vaca 1,42', 'Eva Paz 999'];
    await paste.getByRole('textbox').fill(typed.join('\n'));
    await paste.getByRole('button', { name: 'Revisar filas' }).click();
    await paste.getByText('3 filas correctas, 1 con errores.').waitFor();
    const carla = paste.getByRole('row').filter({ hasText: 'Carla Vaca' });
    await carla.getByText('1,42 m → 142 cm').waitFor();
    const eva = paste.getByRole('row').filter({ hasText: 'Eva Paz' });
    await eva.getByText('La estatura debe estar entre 100cm y 250cm').waitFor();
    await expectFitsPhone(phone, 'the roster preview');
    await screenshot(phone, 'orders-roster-typed-phone');
    await paste.getByRole('button', { name: 'Agregar 3 filas correctas' }).click();
    await item.getByRole('heading', { name: 'Personas (3)' }).waitFor();
    expect(await item.getByLabel('Estatura de la persona 3').inputValue()).toBe('142');
    expect(await paste.getByRole('textbox').inputValue()).toBe('Eva Paz 999');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
