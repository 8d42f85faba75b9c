import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createLine, signInThroughApi, useSession, type Session } from './support/api';
import { screenshot, screenshotDir } from './support/browser';
import { PHONE, startJourney } from './support/journey';
import { waitForStartOverlay } from './support/ui';
import { eventually } from './support/poll';

const LAPTOP = { width: 1366, height: 768 };
const D = '/director/dashboard';

/** A box as the browser lays it out, in CSS pixels from the viewport's left edge. */
type Box = { label: string; left: number; right: number };

const { server, browser } = startJourney();

/**
 * Issue 15: every list works on a 390 × 844 phone. For each list screen the journey asserts from
 * element boxes that the page does not overflow sideways and that every action of every row lies
 * inside the screen, then takes a screenshot at the phone size and at 1366 × 768.
 */
describe('phone: every list usable at 390 × 844, and the laptop layout at 1366 × 768', () => {
  let session: Session;
  let phone: Page;
  let lineId = 0;
  const errors: string[] = [];

  const openPage = async (context: BrowserContext) => {
    await useSession(context, session);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  };

  beforeAll(async () => {
    session = await signInThroughApi(server);
    const api = (method: string, path: string, body?: unknown) =>
      callApi<{ id: number }>(server, session, method, path, body);
    // Long names, to show they wrap inside their card rather than widen it.
    const names = [
      'Dormitorio Contemporáneo de Lujo',
      'Moderna',
      'Clásica',
      'Rústica',
      'Infantil',
      'Oficina',
      'Exterior',
    ];
    for (const [i, name] of names.entries()) {
      const id = await createLine(server, session, {
        name,
        color: ['#1E40AF', '#B91C1C', '#15803D', '#A16207', '#7C3AED', '#0F766E', '#334155'][i]!,
        items: ['Madera maciza'],
      });
      if (i === 0) lineId = id;
    }
    for (const name of ['Cama King Size con Cabecera Tapizada', 'Velador', 'Cómoda']) {
      await api('POST', '/model/create', {
        name,
        lineId,
        status: name === 'Velador' ? 'INACTIVE' : 'ACTIVE',
        colors: [
          { frameName: 'Nogal', frameHexa: '#5C4033', baseName: 'Lino crudo', baseHexa: '#F5F5DC' },
          { frameName: 'Negro', frameHexa: '#000000', baseName: 'Blanco', baseHexa: '#FFFFFF' },
        ],
      });
    }
    const school = await api('POST', '/institution/create', {
      name: 'Unidad Educativa Particular San Ignacio de Loyola',
      type: 'COLEGIO',
      city: 'Cochabamba',
      contactName: 'María Fernanda Gutiérrez',
      contactPhone: '71234567',
    });
    await api('POST', '/institution/create', { name: 'Empresa Andina', type: 'EMPRESA' });
    for (const [i, name] of [
      'Luis Alberto Quispe Mamani',
      'Rosa Flores',
      'Carmen Vargas',
    ].entries()) {
      await api('POST', '/client/create', {
        name,
        documentNumber: `45678${i}1 LP`,
        phone: '71234567',
        email: `cliente${i}@cliente.test`,
        institutionId: i === 0 ? school.id : undefined,
      });
    }
    for (const [i, role] of ['ADMINISTRADOR', 'PRODUCER', 'ADMIN'].entries()) {
      const user = await api('POST', '/user/create', {
        name: ['Ana Beatriz Villarroel Céspedes', 'Pedro Productor', 'Inés Inactiva'][i],
        email: `persona.con.un.correo.largo${i}@taller-empresa.test`,
        role,
        password: 'una clave inicial larga',
      });
      if (i === 2) await api('PUT', '/user/update', { id: user.id, status: 'INACTIVE' });
    }
    phone = await openPage(await browser.newContext({ viewport: PHONE, hasTouch: true }));
  });

  /** How far the page scrolls sideways (0: it does not). */
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  const boxes = (locator: Locator): Promise<Box[]> =>
    locator.evaluateAll((elements) =>
      elements.map((el) => {
        const r = el.getBoundingClientRect();
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return { label, left: r.left, right: r.right };
      }),
    );

  /** Every row action of the list (buttons and links in the cards' action rows), as boxes. */
  const rowActionBoxes = (page: Page) =>
    boxes(page.getByTestId('card-actions').locator('button, a'));

  const outside = (list: Box[], width = PHONE.width) =>
    list.filter((b) => b.left < 0 || b.right > width).map((b) => b.label);

  async function expectListFits(page: Page, path: string, cards: number, name: string) {
    await page.goto(`${server.url}${path}`);
    await waitForStartOverlay(page);
    await expect.poll(() => page.getByTestId('list-card').count(), eventually).toBe(cards);
    expect(await page.locator('table').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    const actions = await rowActionBoxes(page);
    expect(actions.length).toBeGreaterThanOrEqual(cards);
    expect(outside(actions)).toEqual([]);
    // Every card, and all it holds, inside the screen.
    expect(outside(await boxes(page.getByTestId('list-card').locator('*')))).toEqual([]);
    // The page's side margins are 16 px.
    const card = (await boxes(page.getByRole('region').last()))[0]!;
    expect(Math.round(card.left)).toBe(16);
    expect(Math.round(PHONE.width - card.right)).toBe(16);
    await screenshot(page, `phone-${name}`);
    return actions;
  }

  it('Líneas: six cards a page, each with Ver detalles, Editar, Eliminar and Modelos within reach', async () => {
    const actions = await expectListFits(phone, `${D}/lines`, 6, 'lines');
    // Four actions a card, in the same order on every card.
    expect(actions).toHaveLength(24);
    const slots = actions.map((a) => a.label.split(' ')[0]);
    expect(slots.slice(0, 4)).toEqual(['Ver', 'Editar', 'Eliminar', 'Modelos']);
    expect(slots.slice(20)).toEqual(slots.slice(0, 4));
    await phone.getByText('Mostrando 1 a 6 de 7 líneas').waitFor();
    // The filters fold behind 'Filtros'; the search box stays.
    await phone.getByPlaceholder('Buscar por nombre o descripción...').waitFor();
    expect(await phone.getByRole('combobox', { name: 'Estado' }).count()).toBe(0);
    await phone.getByRole('button', { name: 'Filtros' }).click();
    await phone.getByRole('combobox', { name: 'Estado' }).selectOption('ACTIVE');
    await phone.getByRole('button', { name: 'Filtros (1)' }).waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-lines-filters');

    // The Papelera is a list too: its cards hold 'Restaurar'.
    const lines = await callApi<{ id: number; name: string }[]>(server, session, 'GET', '/line');
    const gone = lines.find((l) => l.name === 'Exterior')!;
    await callApi(server, session, 'DELETE', `/line/delete/${gone.id}`);
    await phone.getByRole('button', { name: 'Papelera' }).click();
    await expect.poll(() => phone.getByTestId('list-card').count(), eventually).toBe(1);
    const restore = await rowActionBoxes(phone);
    expect(restore.map((b) => b.label)).toEqual(['Restaurar Exterior']);
    expect(outside(restore)).toEqual([]);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-lines-trash');
  });

  it("a line's models: the ⋮ menu of each card and its items open inside the screen", async () => {
    await expectListFits(phone, `${D}/models/${lineId}`, 3, 'models');
    await phone
      .getByRole('heading', { name: 'Modelos de la Línea Dormitorio Contemporáneo de Lujo' })
      .waitFor();
    const menuButton = phone.getByRole('button', {
      name: 'Acciones de Cama King Size con Cabecera Tapizada',
    });
    await menuButton.click();
    const items = await boxes(phone.getByRole('menuitem'));
    expect(items.map((i) => i.label)).toEqual(['Ver detalles', 'Editar', 'Eliminar']);
    expect(outside(items)).toEqual([]);
    await screenshot(phone, 'phone-models-menu');
    await phone.getByRole('menuitem', { name: 'Ver detalles' }).click();
    const details = phone.getByRole('dialog', { name: 'Detalles del Modelo' });
    // Colours labelled, in the form's order.
    await details.getByText('Marco: Nogal · Interior: Lino crudo').waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-models-details');
    await phone.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('Usuarios: five fixed slots on every card, none off-screen', async () => {
    const actions = await expectListFits(phone, `${D}/users`, 4, 'users');
    const perCard = await phone
      .getByTestId('card-actions')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('button').length));
    expect(perCard).toEqual([5, 5, 5, 5]);
    expect(actions).toHaveLength(20);
  });

  it('Clientes and Instituciones fit too', async () => {
    await expectListFits(phone, `${D}/clients`, 3, 'clients');
    await expectListFits(phone, `${D}/institutions`, 2, 'institutions');
  });

  it('tells the director when an invitation could not be mailed, with the link to copy', async () => {
    await phone.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    await phone.goto(`${server.url}${D}/users`);
    await waitForStartOverlay(phone);
    await phone.getByRole('button', { name: 'Agregar Usuario' }).click();
    const form = phone.getByRole('dialog', { name: 'Registrar Nuevo Usuario' });
    await form.getByLabel('Nombre').fill('Julia Invitada');
    await form.getByLabel('Correo electrónico').fill('julia@taller.test');
    await form.getByLabel('Rol').selectOption('PRODUCER');
    await form.getByRole('button', { name: 'Guardar Usuario' }).click();
    const offer = phone.getByRole('dialog', { name: 'Invitación sin enviar' });
    await offer.getByText('no se envió ningún correo a Julia Invitada', { exact: false }).waitFor();
    const link = await offer.getByLabel('Enlace de invitación').inputValue();
    expect(link).toMatch(/\/reset-password\?token=/);
    await offer.getByRole('button', { name: 'Copiar enlace' }).click();
    await offer.getByRole('button', { name: 'Enlace copiado' }).waitFor();
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-invitation-link');
    await offer.getByRole('button', { name: 'Cerrar' }).last().click();
  });

  it('at 1366 × 768: tables, and a sidebar that keeps the current entry in view', async () => {
    const laptop = await openPage(await browser.newContext({ viewport: LAPTOP }));
    for (const [route, name] of [
      [`${D}/lines`, 'lines'],
      [`${D}/models/${lineId}`, 'models'],
      [`${D}/users`, 'users'],
      [`${D}/clients`, 'clients'],
      [`${D}/institutions`, 'institutions'],
    ] as const) {
      await laptop.goto(`${server.url}${route}`);
      await waitForStartOverlay(laptop);
      await laptop.locator('table tbody tr').first().waitFor();
      expect(await sidewaysOverflow(laptop)).toBe(0);
      const actions = await boxes(laptop.locator('tbody td:last-child').locator('button, a'));
      expect(outside(actions, LAPTOP.width)).toEqual([]);
      await laptop.screenshot({ path: path.join(screenshotDir, `laptop-${name}.png`) });
    }
    // The last entry of the menu: the sidebar scrolls itself to show it.
    await laptop.goto(`${server.url}${D}/whatsapp`);
    await waitForStartOverlay(laptop);
    const nav = laptop.getByRole('navigation', { name: 'Menú principal' });
    const current = nav.locator('[aria-current="page"]');
    await current.waitFor();
    const [navBox, entryBox] = await Promise.all([nav.boundingBox(), current.boundingBox()]);
    expect(entryBox!.y).toBeGreaterThanOrEqual(navBox!.y);
    expect(entryBox!.y + entryBox!.height).toBeLessThanOrEqual(navBox!.y + navBox!.height + 1);
    expect(await laptop.evaluate(() => document.documentElement.scrollHeight)).toBe(LAPTOP.height);
    await laptop.screenshot({ path: path.join(screenshotDir, 'laptop-sidebar.png') });
    await laptop.context().close();
    expect(errors).toEqual([]);
  });
});
