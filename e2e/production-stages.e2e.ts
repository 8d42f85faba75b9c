import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { linkClientAccount, seedUser } from './support/seed';
import { expectFitsPhone, openScreen, waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';
const CLIENT = {
  name: 'Promoción 2026',
  email: 'etapas@cliente.test',
  password: 'clave de las etapas 2026',
  role: 'CLIENTE',
};
/** 2 pupils of 120 cm (S), 3 of 160 (M), 1 of 180 (L): 6 togas. */
const PEOPLE = [120, 125, 155, 160, 165, 180].map((heightCm, i) => ({
  name: `Alumno ${i + 1}`,
  heightCm,
}));
const STAGES = ['Corte', 'Confección', 'Acabado', 'Empaque'];

const { server, browser } = startJourney();

/**
 * Issue 35, production stages: staff record an order's togas through Corte, Confección, Acabado
 * and Empaque from the order's details (fast entry), the board shows each stage's count, the
 * last piece makes the order 'Terminado'; the client follows it in words on a 390 px phone.
 */
describe('production stages: counts until Terminado, and the client follows them', () => {
  let director: Session;
  let number = '';
  let orderId = 0;
  let waiting = '';
  const errors: string[] = [];

  beforeAll(async () => {
    director = await signInThroughApi(server);
    await seedOrderJourney(server, director);
    const account = await seedUser(server, CLIENT);
    linkClientAccount(server, { name: CLIENT.name }, account.id);
    const [client] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', '/client?q=Promoci')
    ).items;
    const [toga] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', '/product?q=TOGA-01')
    ).items;
    const order = await callApi<{ id: number; number: string }>(
      server,
      director,
      'POST',
      '/order/create',
      {
        clientId: client!.id,
        promisedDate: '2030-11-20',
        items: [{ productId: toga!.id, people: PEOPLE }],
      },
    );
    ({ id: orderId, number } = order);
    // A second order in production, with nothing recorded yet: the stage view lists it.
    const second = await callApi<{ id: number; number: string }>(
      server,
      director,
      'POST',
      '/order/create',
      {
        clientId: client!.id,
        promisedDate: '2030-12-01',
        items: [{ productId: toga!.id, people: PEOPLE.slice(0, 2) }],
      },
    );
    waiting = second.number;
    for (const id of [orderId, second.id]) {
      await callApi(server, director, 'POST', `/order/${id}/status`, { status: 'IN_PRODUCTION' });
    }
  });

  it('records every stage from the order until it is Terminado (desktop)', async () => {
    const page = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
    await openScreen(page, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await page
      .getByRole('row')
      .filter({ hasText: number })
      .getByRole('button', { name: `Ver detalles de ${number}` })
      .click();
    const details = page.getByRole('dialog', { name: `Pedido ${number}` });
    const production = details.getByRole('region', { name: 'Producción' });
    await production.getByText('Faltan 6 de 6 piezas por pasar Empaque.').waitFor();
    for (const [at, stage] of STAGES.entries()) {
      await production.getByRole('radio', { name: stage }).click();
      for (const [size, total] of [
        ['S', 2],
        ['M', 3],
        ['L', 1],
      ] as const) {
        const label = `${stage} · Toga de graduación talla ${size}`;
        const row = production.getByRole('form', { name: label });
        if (at === 1 && size === 'M') {
          // Fast entry by number: 2 of 3 first, then the rest.
          await row.getByLabel(`Cantidad en ${label}`).fill('2');
          await row.getByRole('button', { name: 'Registrar' }).click();
          await production.getByText(`${stage}: 2 de 3 Toga de graduación talla M`).waitFor();
          await screenshot(page, 'production-order-confeccion-desktop');
          await row.getByRole('button', { name: `Sumar todo (1) en ${label}` }).click();
        } else {
          await row.getByRole('button', { name: `Sumar todo (${total}) en ${label}` }).click();
        }
        // The last piece finishes the order: its rows give way to the finished progress.
        if (at === STAGES.length - 1 && size === 'L') continue;
        await production
          .getByText(`${stage}: ${total} de ${total} Toga de graduación talla ${size}`)
          .waitFor();
      }
      if (at === 1) {
        await details.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
        await page.getByRole('button', { name: 'Tablero' }).click();
        const card = page.getByRole('region', { name: 'Columna En producción' }).getByRole('list', {
          name: `Avance de ${number}: Corte 6/6 · Confección 6/6 · Acabado 0/6 · Empaque 0/6`,
        });
        await card.waitFor();
        await screenshot(page, 'production-board-desktop');
        await page.getByRole('button', { name: 'Lista' }).click();
        await page
          .getByRole('row')
          .filter({ hasText: number })
          .getByRole('button', { name: `Ver detalles de ${number}` })
          .click();
        await production.getByText('Faltan 6 de 6 piezas por pasar Empaque.').waitFor();
      }
    }
    await production.getByText('Todas las piezas pasaron Empaque.').waitFor();
    await details.getByText('Todas las piezas pasaron la última etapa').first().waitFor();
    await screenshot(page, 'production-finished-desktop');
    const order = await callApi<{ status: string }>(server, director, 'GET', `/order/${orderId}`);
    expect(order.status).toBe('FINISHED');

    await openScreen(page, `${server.url}${D}/production`, 'Etapas y avance de producción');
    await page.getByRole('form', { name: 'Etapas de producción' }).waitFor();
    const list = page.getByRole('region', { name: 'Pedidos en producción' });
    const row = list.getByRole('row').filter({ hasText: waiting });
    await row.getByText('2 de 2').waitFor();
    expect(await list.getByRole('row').filter({ hasText: number }).count()).toBe(0);
    await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Corte' });
    await page
      .getByLabel('Mostrar', { exact: true })
      .selectOption({ label: 'Solo con piezas pendientes' });
    await list.getByRole('columnheader', { name: 'Faltan en Corte' }).waitFor();
    await screenshot(page, 'production-stages-desktop');
    const phone = await openSignedInPage(browser, director, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/production`, 'Etapas y avance de producción');
    await phone.getByText(waiting).first().waitFor();
    await screenshot(phone, 'production-stages-phone');
    await expectFitsPhone(phone, 'the stages and the stage view');
    expect(errors).toEqual([]);
  });

  it("the client sees the order's progress in words on a 390 px phone", async () => {
    const session = await signInThroughApi(server, CLIENT);
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await phone.goto(`${server.url}/client/dashboard`);
    await waitForStartOverlay(phone);
    const card = phone.getByRole('listitem', { name: `Pedido ${number}`, exact: true });
    await card.getByRole('button', { name: `Ver detalles de ${number}` }).click();
    const dialog = phone.getByRole('dialog');
    const progress = dialog.getByRole('region', { name: 'Avance de producción' });
    await progress.getByText('Todas las piezas pasaron todas las etapas.').waitFor();
    await progress.getByText('Confección: 6 de 6 piezas').waitFor();
    expect(await progress.textContent()).not.toContain(director.user.name);
    await progress.scrollIntoViewIfNeeded();
    await screenshot(phone, 'production-client-phone');
    await expectFitsPhone(phone, "the client's order with its progress");
    expect(errors).toEqual([]);
  });
});
