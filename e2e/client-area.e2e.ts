import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { collectErrors, openSignedInPage, startJourney, stopJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { eventually } from './support/poll';
import { linkClientAccountByName, seedUser } from './support/seed';
import type { RunningServer } from './support/server';
import { signInThroughForm, waitForStartOverlay } from './support/ui';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const CLIENT = {
  name: 'Promoción 2026',
  email: 'promo2026@cliente.test',
  password: 'clave del cliente 2026',
  role: 'CLIENTE',
};
const FIVE = [
  ['Ana Pérez', '150,5'],
  ['Luis Soto', '172'],
  ['Eva Paz', '120'],
  ['Juan Rojas', '165'],
  ['Sofía Cruz', '155'],
];

/**
 * Issue 20: a client, on a phone, signs in, orders for 5 people from the catalogue and follows
 * the order; a director sees it among the orders and moves it on; the client sees it move.
 */
describe('client area: a client orders for 5 people on a phone and follows the order', () => {
  let server: RunningServer;
  let browser: Browser;
  let director: Session;
  let phone: Page;
  let desk: Page;
  const errors: string[] = [];
  let number = '';

  beforeAll(async () => {
    ({ server, browser } = await startJourney());
    director = await signInThroughApi(server);
    await seedOrderJourney(server, director);
    const account = await seedUser(server, CLIENT);
    linkClientAccountByName(server, CLIENT.name, account.id);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    phone = await context.newPage();
    phone.setDefaultTimeout(10_000);
    collectErrors(phone, errors);
    desk = await openSignedInPage(browser, director, errors);
    await desk.setViewportSize(DESKTOP);
  });
  afterAll(() => stopJourney(server, browser));

  it('signs in on a phone and lands on Mi panel, still without orders', async () => {
    await phone.goto(server.url);
    await waitForStartOverlay(phone);
    await signInThroughForm(phone, CLIENT);
    await phone.getByRole('heading', { name: 'Mi panel' }).waitFor();
    await phone.getByText('Todavía no tiene pedidos. Empiece con «Nuevo pedido».').waitFor();
    await screenshot(phone, 'client-dashboard-empty-phone');
  });

  it('orders from the catalogue for 5 people with their heights', async () => {
    await phone.getByRole('link', { name: 'Nuevo pedido' }).last().click();
    await phone.getByRole('heading', { name: '1. Productos' }).waitFor();
    const toga = phone.getByRole('listitem', { name: 'Toga de graduación' });
    await toga.getByText('Gala · Toga Clásica').waitFor();
    await toga.getByRole('img', { name: 'Dorado' }).waitFor();
    await screenshot(phone, 'client-new-order-catalogue-phone');
    await toga.getByRole('button', { name: 'Agregar Toga de graduación' }).click();
    await phone.getByRole('region', { name: 'Su pedido' }).getByText('TOGA-01').waitFor();
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    const item = phone.getByRole('region', { name: 'Personas de TOGA-01 · Toga de graduación' });
    await item.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
    const paste = item.getByRole('region', { name: 'Pegar lista de personas' });
    await paste.getByRole('textbox').fill(FIVE.map((r) => r.join('\t')).join('\n'));
    await paste.getByRole('button', { name: 'Revisar filas' }).click();
    await paste.getByText('5 filas correctas').waitFor();
    await paste.getByRole('button', { name: /Agregar 5 filas/ }).click();
    await item.getByRole('heading', { name: 'Personas (5)' }).waitFor();
    await item.getByText('Tallas: S: 1 · M: 3 · L: 1').waitFor();
    await screenshot(phone, 'client-new-order-people-phone');
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await phone.getByRole('heading', { name: '3. Revisión' }).waitFor();
    await phone.getByLabel('Fecha de entrega deseada').fill('2030-11-20');
    await screenshot(phone, 'client-new-order-review-phone');
    await phone.getByRole('button', { name: 'Enviar pedido' }).click();
    await phone.getByText('Pedido enviado. Le avisaremos cuando pase a producción.').waitFor();
    await phone.getByRole('heading', { name: 'Mi panel' }).waitFor();
    const card = phone.getByRole('listitem', { name: /^Pedido PED-/ });
    await card.waitFor();
    number = ((await card.getAttribute('aria-label')) ?? '').replace('Pedido ', '');
    expect(number).toMatch(/^PED-\d{4}-\d{5}$/);
    await screenshot(phone, 'client-dashboard-pending-phone');
  });

  it('a director sees the order among the orders and starts its production', async () => {
    await desk.goto(`${server.url}/director/dashboard/orders`);
    await desk.getByRole('heading', { name: 'Gestión de Pedidos' }).waitFor();
    await waitForStartOverlay(desk);
    await desk.getByRole('row').filter({ hasText: number }).getByText('Promoción 2026').waitFor();
    await screenshot(desk, 'client-order-seen-by-director-desktop');
    const [order] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', `/order?q=${number}`)
    ).items;
    await callApi(server, director, 'POST', `/order/${order!.id}/status`, {
      status: 'IN_PRODUCTION',
    });
  });

  it('the client sees the order move on, and its people become read-only', async () => {
    await phone.reload();
    await waitForStartOverlay(phone);
    const card = phone.getByRole('listitem', { name: `Pedido ${number}` });
    const current = card.locator('li[aria-current="step"]');
    await expect
      .poll(async () => (await current.textContent()) ?? '', eventually)
      .toContain('En producción');
    await card.getByRole('button', { name: `Ver detalles de ${number}` }).click();
    const dialog = phone.getByRole('dialog');
    await dialog
      .getByText('El pedido ya no está Pendiente: los datos de las personas no se pueden cambiar.')
      .waitFor();
    await dialog.getByText('Ana Pérez · 150,5 cm').waitFor();
    await screenshot(phone, 'client-order-details-phone');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  });

  it('asks support on the phone; a director answers; the client reads the reply', async () => {
    await phone.getByRole('button', { name: 'Abrir menú' }).click();
    await phone.getByRole('link', { name: 'Soporte' }).click();
    await phone.getByRole('heading', { name: 'Soporte', level: 1 }).waitFor();
    await phone.getByText('Todavía no tiene tickets de soporte.').waitFor();
    await phone.getByLabel('Asunto').fill(`¿Cuándo entregan ${number}?`);
    await phone.getByLabel('Mensaje').fill('Necesitamos las togas antes del acto.');
    await phone.getByRole('button', { name: 'Enviar consulta' }).click();
    await phone.getByText('Ticket enviado. El taller le responderá pronto.').waitFor();
    await phone.getByRole('dialog').getByText('Necesitamos las togas antes del acto.').waitFor();
    await phone.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).last().click();

    await desk.goto(`${server.url}/director/dashboard/support`);
    await waitForStartOverlay(desk);
    const ticket = desk.getByRole('listitem', { name: `Ticket ¿Cuándo entregan ${number}?` });
    await ticket.getByText('Sin responder').waitFor();
    await screenshot(desk, 'support-inbox-desktop');
    await ticket.getByRole('button', { name: 'Ver conversación' }).click();
    await desk.getByLabel('Responder').fill('Las entregamos el 18 de noviembre en el colegio.');
    await desk.getByRole('button', { name: 'Enviar respuesta' }).click();
    await desk.getByText('Respuesta enviada').waitFor();
    await desk.getByRole('dialog').getByText('Respondido').waitFor();
    await screenshot(desk, 'support-reply-desktop');

    await phone.reload();
    await waitForStartOverlay(phone);
    const mine = phone.getByRole('listitem', { name: `Ticket ¿Cuándo entregan ${number}?` });
    await mine.getByText('Respondido').waitFor();
    await mine.getByRole('button', { name: 'Ver conversación' }).click();
    await phone
      .getByRole('dialog')
      .getByText('Las entregamos el 18 de noviembre en el colegio.')
      .waitFor();
    await screenshot(phone, 'support-thread-phone');
    await phone.getByRole('dialog').getByRole('button', { name: 'Cerrar ticket' }).click();
    await phone.getByRole('dialog').getByText('Este ticket está cerrado.').waitFor();
    await phone.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).last().click();
    await phone.setViewportSize(DESKTOP);
    await phone.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(phone);
    await phone.getByRole('listitem', { name: `Pedido ${number}` }).waitFor();
    await screenshot(phone, 'client-dashboard-desktop');
    expect(errors).toEqual([]);
  });
});
