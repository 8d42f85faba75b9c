import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { callApi, signInThroughApi, type Session } from './support/api';
import { openSignedInPage, startJourney } from './support/journey';
import { eventually } from './support/poll';
import { linkClientAccount, seedUser } from './support/seed';
import { expectFitsPhone, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';

/** The bell of the shell as the page shows it (the phone bar's or the sidebar's). */
const bell = (page: Page) =>
  page.getByRole('button', { name: /^Notificaciones/ }).locator('visible=true');

const { server, browser } = startJourney();

describe('notifications: an order moving reaches the open tabs of the staff and of its client live', () => {
  let director: Session;
  let client: Session;
  let actor: Session;
  let staffPage: Page;
  let clientPage: Page;
  let seeded: { clientId: number; productId: number };
  let order: { id: number; number: string };
  const errors: string[] = [];

  beforeAll(async () => {
    director = await signInThroughApi(server);
    const customer = await callApi<{ id: number }>(server, director, 'POST', '/client/create', {
      name: 'Promoción Avisos',
      documentNumber: '7766554',
    });
    const product = await callApi<{ id: number }>(server, director, 'POST', '/product/create', {
      code: 'BIR-01',
      name: 'Birrete',
      kind: 'ACCESSORY',
      priceCents: 2500,
    });
    const account = await seedUser(server, {
      name: 'Cliente Avisos',
      email: 'cliente@avisos.test',
      password: 'clave-de-cliente-segura',
      role: 'CLIENTE',
    });
    linkClientAccount(server, { id: customer.id }, account.id);
    client = await signInThroughApi(server, account);
    // Another director acts: nobody is notified of their own action (issue 37).
    const other = await seedUser(server, {
      name: 'Directora Operativa',
      email: 'operativa@avisos.test',
      password: 'clave-de-directora-segura',
      role: 'DIRECTOR',
    });
    actor = await signInThroughApi(server, other);
    seeded = { clientId: customer.id, productId: product.id };
  });

  it('a new order lights both bells without a reload, and the panel links to it', async () => {
    staffPage = await openSignedInPage(browser, director, errors);
    await staffPage.goto(`${server.url}${D}/lines`);
    await waitForStartOverlay(staffPage);
    clientPage = await openSignedInPage(browser, client, errors, { phone: true });
    await clientPage.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(clientPage);
    // Both tabs hold their stream open before the event happens.
    await expect.poll(() => bell(staffPage).getAttribute('data-live'), eventually).toBe('true');
    await expect.poll(() => bell(clientPage).getAttribute('data-live'), eventually).toBe('true');
    expect(await bell(clientPage).textContent()).toBe('Notificaciones');

    const started = Date.now();
    order = await callApi(server, actor, 'POST', '/order/create', {
      clientId: seeded.clientId,
      promisedDate: '2030-05-20',
      items: [{ productId: seeded.productId, quantity: 4 }],
    });
    await expect
      .poll(() => bell(staffPage).textContent(), eventually)
      .toBe('Notificaciones (1 sin leer)1');
    console.log(
      `notifications journey: order created → staff bell lit in ${Date.now() - started} ms`,
    );
    await expect
      .poll(() => bell(clientPage).textContent(), eventually)
      .toBe('Notificaciones (1 sin leer)1');

    await bell(staffPage).click();
    const panel = staffPage.getByRole('dialog', { name: 'Notificaciones recientes' });
    await expect
      .poll(() => panel.textContent(), eventually)
      .toContain(`Pedido ${order.number} de Promoción Avisos registrado.`);
    await screenshot(staffPage, 'notifications-bell-desktop');
    await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect.poll(() => bell(staffPage).textContent(), eventually).toBe('Notificaciones');
  });

  it('a status change reaches the client on a phone; its panel links to its dashboard', async () => {
    const started = Date.now();
    await callApi(server, actor, 'POST', `/order/${order.id}/status`, {
      status: 'IN_PRODUCTION',
    });
    await expect
      .poll(() => bell(clientPage).textContent(), eventually)
      .toBe('Notificaciones (2 sin leer)2');
    console.log(
      `notifications journey: status changed → client bell lit in ${Date.now() - started} ms`,
    );
    await bell(clientPage).click();
    const panel = clientPage.getByRole('dialog', { name: 'Notificaciones recientes' });
    const newest = panel.getByRole('link', { name: 'Cambio de estado (sin leer)' });
    await expect
      .poll(() => panel.textContent(), eventually)
      .toContain(`Tu pedido ${order.number} ahora está: En producción.`);
    await screenshot(clientPage, 'notifications-bell-phone');
    expect(await newest.getAttribute('href')).toBe(`/client/dashboard?view=${order.id}`); // it opens the order
    await newest.click();
    // The order opens in its details; closed, the bell is there again.
    await clientPage.getByRole('dialog').waitFor();
    await clientPage.keyboard.press('Escape');
    await expect
      .poll(() => bell(clientPage).textContent(), eventually)
      .toBe('Notificaciones (1 sin leer)1');
  });

  it('the notifications screen filters by type and read state, on desktop and phone', async () => {
    await callApi(server, actor, 'POST', `/order/${order.id}/status`, { status: 'FINISHED' });
    await staffPage.goto(`${server.url}${D}/notifications`);
    await staffPage.getByRole('heading', { name: 'Notificaciones', level: 1 }).waitFor();
    const list = staffPage.getByRole('region', { name: 'Listado de notificaciones' });
    await expect
      .poll(() => list.textContent(), eventually)
      .toContain(`Pedido ${order.number} de Promoción Avisos registrado.`);
    await staffPage.getByLabel('Tipo', { exact: true }).selectOption('ORDER_STATUS_CHANGED');
    await expect
      .poll(() => list.textContent(), eventually)
      .toContain(`El pedido ${order.number} de Promoción Avisos pasó a Terminado.`);
    await expect.poll(() => list.textContent(), eventually).not.toContain('registrado');
    await staffPage.getByLabel('Estado', { exact: true }).selectOption('true');
    await expect
      .poll(() => list.textContent(), eventually)
      .toContain('No hay notificaciones que coincidan con los filtros.');
    await staffPage.getByRole('button', { name: 'Limpiar filtros' }).click();
    await screenshot(staffPage, 'notifications-page-desktop');

    const phone = await openSignedInPage(browser, director, errors, { phone: true });
    await phone.goto(`${server.url}${D}/notifications`);
    await waitForStartOverlay(phone);
    const phoneList = phone.getByRole('region', { name: 'Listado de notificaciones' });
    await expect.poll(() => phoneList.textContent(), eventually).toContain(order.number);
    await screenshot(phone, 'notifications-page-phone');
    await expectFitsPhone(phone);
    await phone.context().close();
    await clientPage.context().close();
    expect(errors).toEqual([]);
  });
});
