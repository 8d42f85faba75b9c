import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, PHONE, collectErrors, openSignedInPage, startJourney } from './support/journey';
import { pasteRoster, seedOrderJourney, sizeCounts } from './support/orders';
import { eventually } from './support/poll';
import { linkClientAccount, seedUser } from './support/seed';
import {
  approveProof,
  fillProofForm,
  openScreen,
  pngFile,
  signInThroughForm,
  waitForStartOverlay,
} from './support/ui';

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

const { server, browser } = startJourney();

/**
 * Issue 20, the acceptance journey: a client, on a phone, signs in, orders for 5 people from the
 * catalogue, sends a payment proof and asks support (with a photo); a director sees the order and
 * the proof, approves it, moves the order on, answers the ticket and writes a frequent question;
 * the client sees the approval, the reply, the order moving on and the question.
 */
describe('client area: a client orders for 5 people on a phone and follows the order', () => {
  let director: Session;
  let phone: Page;
  let desk: Page;
  const errors: string[] = [];
  let number = '';

  beforeAll(async () => {
    director = await signInThroughApi(server);
    await seedOrderJourney(server, director);
    const account = await seedUser(server, CLIENT);
    linkClientAccount(server, { name: CLIENT.name }, account.id);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    phone = await context.newPage();
    phone.setDefaultTimeout(10_000);
    collectErrors(phone, errors);
    desk = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
  });

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
    const paste = await pasteRoster(item, FIVE, '5 filas correctas');
    await paste.getByRole('button', { name: /Agregar 5 filas/ }).click();
    await item.getByRole('heading', { name: 'Personas (5)' }).waitFor();
    await expect.poll(() => sizeCounts(item), eventually).toBe('S 1 · M 3 · L 1');
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

  it('sends a payment proof for the order from Mi panel, on the phone', async () => {
    const card = phone.getByRole('listitem', { name: `Pedido ${number}`, exact: true });
    await card.getByRole('button', { name: `Enviar comprobante de ${number}` }).click();
    const form = phone.getByRole('dialog', { name: `Enviar comprobante · ${number}` });
    await fillProofForm(form, {
      amount: '150',
      method: 'QR',
      reference: 'QR-PROMO-2026',
      image: pngFile('pago-qr.png', 120, 200, [30, 160, 90]),
    });
    await screenshot(phone, 'client-send-proof-phone');
    await form.getByRole('button', { name: 'Enviar comprobante' }).click();
    await phone.getByText('Comprobante enviado. El taller lo revisará pronto.').waitFor();
    const proof = phone.getByRole('listitem', {
      name: `Comprobante de Bs 150,00 del pedido ${number}`,
    });
    await proof.getByText('Pendiente').waitFor();
    await screenshot(phone, 'client-proof-pending-phone');
  });

  it('asks support with a photo attached', async () => {
    await phone.getByRole('button', { name: 'Abrir menú' }).click();
    await phone.getByRole('link', { name: 'Soporte' }).click();
    await phone.getByRole('heading', { name: 'Soporte', level: 1 }).waitFor();
    await phone.getByText('Todavía no tiene tickets de soporte.').waitFor();
    await phone.getByLabel('Asunto').fill(`¿Cuándo entregan ${number}?`);
    await phone.getByLabel('Mensaje').fill('Necesitamos las togas antes del acto.');
    await phone.getByLabel('Pedido (opcional)').selectOption({ label: number });
    await phone
      .getByLabel('Adjuntar archivos (opcional)')
      .setInputFiles(pngFile('invitacion.png', 80, 60, [200, 120, 40]));
    await phone
      .getByRole('list', { name: 'Archivos adjuntos' })
      .getByText('invitacion.png')
      .waitFor();
    await screenshot(phone, 'support-new-ticket-phone');
    await phone.getByRole('button', { name: 'Enviar consulta' }).click();
    await phone.getByText('Ticket enviado. El taller le responderá pronto.').waitFor();
    const thread = phone.getByRole('dialog');
    await thread.getByText('Necesitamos las togas antes del acto.').waitFor();
    await thread.getByRole('button', { name: 'Imagen: invitacion.png' }).waitFor();
    // The header's close button: on a phone the toasts may cover the footer's.
    await thread.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  });

  it('a director sees the order and the proof, approves it, moves the order on', async () => {
    await openScreen(desk, `${server.url}/director/dashboard/orders`, 'Gestión de Pedidos');
    await desk.getByRole('row').filter({ hasText: number }).getByText('Promoción 2026').waitFor();
    await screenshot(desk, 'client-order-seen-by-director-desktop');

    await desk.goto(`${server.url}/director/dashboard/verification-bills`);
    await waitForStartOverlay(desk);
    await desk.getByRole('row').filter({ hasText: number }).getByText('Pendiente').waitFor();
    await desk.getByRole('button', { name: `Revisar comprobante de ${number}` }).click();
    const review = desk.getByRole('dialog', { name: `Comprobante del pedido ${number}` });
    await review.getByRole('img', { name: 'Comprobante pago-qr.png' }).waitFor();
    await review.getByText('QR-PROMO-2026').waitFor();
    await screenshot(desk, 'client-proof-review-desktop');
    await approveProof(desk, review);
    await desk.getByText('Pago aprobado').first().waitFor();
    await review.waitFor({ state: 'detached' });

    const [order] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', `/order?q=${number}`)
    ).items;
    await callApi(server, director, 'POST', `/order/${order!.id}/status`, {
      status: 'IN_PRODUCTION',
    });
  });

  it('a director answers the ticket from the inbox, and writes a frequent question', async () => {
    await desk.goto(`${server.url}/director/dashboard/support`);
    await waitForStartOverlay(desk);
    const ticket = desk.getByRole('listitem', { name: `Ticket ¿Cuándo entregan ${number}?` });
    await ticket.getByText('Sin responder').waitFor();
    await screenshot(desk, 'support-inbox-desktop');
    await ticket.getByRole('button', { name: 'Ver conversación' }).click();
    await desk
      .getByRole('dialog')
      .getByRole('button', { name: 'Imagen: invitacion.png' })
      .waitFor();
    await desk.getByLabel('Responder').fill('Las entregamos el 18 de noviembre en el colegio.');
    await desk.getByRole('button', { name: 'Enviar respuesta' }).click();
    await desk.getByText('Respuesta enviada').waitFor();
    await desk.getByRole('dialog').getByText('Respondido').waitFor();
    await screenshot(desk, 'support-reply-desktop');
    await desk
      .getByRole('dialog')
      .getByRole('button', { name: 'Cerrar', exact: true })
      .first()
      .click();

    await desk.goto(`${server.url}/director/dashboard/faq`);
    await waitForStartOverlay(desk);
    await desk.getByText('No hay preguntas frecuentes. Agregue la primera.').waitFor();
    await desk.getByRole('button', { name: 'Agregar Pregunta' }).click();
    const form = desk.getByRole('dialog', { name: 'Nueva pregunta frecuente' });
    await form.getByLabel('Categoría').fill('Pagos');
    await form.getByLabel('Pregunta').fill('¿Cómo envío mi comprobante?');
    await form
      .getByLabel('Respuesta')
      .fill('Desde «Mi panel», con «Enviar comprobante» en su pedido.\nLo revisamos en el día.');
    await form.getByLabel('Estado').selectOption('true');
    await form.getByRole('button', { name: 'Guardar Pregunta' }).click();
    await desk.getByText('Pregunta creada exitosamente').waitFor();
    await desk
      .getByRole('row')
      .filter({ hasText: '¿Cómo envío mi comprobante?' })
      .getByText('Publicada')
      .waitFor();
    await screenshot(desk, 'faq-staff-desktop');
  });

  it('the client sees the approval, the reply, the order moving on and the FAQ', async () => {
    await phone.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(phone);
    const card = phone.getByRole('listitem', { name: `Pedido ${number}`, exact: true });
    const current = card.locator('li[aria-current="step"]');
    await expect
      .poll(async () => (await current.textContent()) ?? '', eventually)
      .toContain('En producción');
    const paid = card.locator('dt:text-is("Pagado") + dd');
    await expect
      .poll(async () => (await paid.textContent()) ?? '', eventually)
      .toMatch(/^Bs\s150,00$/);
    const proof = phone.getByRole('listitem', {
      name: `Comprobante de Bs 150,00 del pedido ${number}`,
    });
    await proof.getByText('Aprobado').waitFor();
    await screenshot(phone, 'client-dashboard-approved-phone');
    await card.getByRole('button', { name: `Ver detalles de ${number}` }).click();
    const dialog = phone.getByRole('dialog');
    await dialog
      .getByText('El pedido ya no está Pendiente: los datos de las personas no se pueden cambiar.')
      .waitFor();
    await dialog.getByText('Ana Pérez · 150,5 cm').waitFor();
    await screenshot(phone, 'client-order-details-phone');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

    await phone.goto(`${server.url}/client/support`);
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
    await phone
      .getByRole('dialog')
      .getByRole('button', { name: 'Cerrar', exact: true })
      .first()
      .click();

    await phone.goto(`${server.url}/client/faq`);
    await waitForStartOverlay(phone);
    const payments = phone.getByRole('region', { name: 'Pagos' });
    await payments.getByText('¿Cómo envío mi comprobante?').click();
    await payments.getByText('Lo revisamos en el día.', { exact: false }).waitFor();
    await screenshot(phone, 'client-faq-phone');

    await phone.setViewportSize(DESKTOP);
    await phone.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(phone);
    await phone.getByRole('listitem', { name: `Pedido ${number}`, exact: true }).waitFor();
    await screenshot(phone, 'client-dashboard-desktop');
    expect(errors).toEqual([]);
  });
});
