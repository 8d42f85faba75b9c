import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, PHONE, openSignedInPage, startJourney } from './support/journey';
import { seedOrderJourney, sizeCounts } from './support/orders';
import { eventually } from './support/poll';
import { linkClientAccount, seedUser } from './support/seed';
import { expectFitsPhone, openScreen } from './support/ui';

const CLIENT = {
  name: 'Promoción 2026',
  email: 'grilla@cliente.test',
  password: 'clave de la grilla 2026',
  role: 'CLIENTE',
};
const PEOPLE = 300;
/** Heights 110–189 cm in turn: S (100–149,9) 160, M (150–169,9) 80, L (170–250) 60. */
const heightOf = (i: number) => 110 + (i % 80);

const { server, browser } = startJourney();

/**
 * Thirty pupils as a parent types them on a phone: spaces between name and height, decimal commas,
 * three heights in metres, a colon, a blank line, and one impossible height (1500).
 */
const PHONE_LIST = [
  'Ana Rojas 128,5',
  'Luis Soto 1,42',
  'Eva Paz 1.17',
  'Mara Luna 1,35 m',
  'Diego Mamani: 150',
  '',
  ...Array.from(
    { length: 24 },
    (_, i) => `Alumno ${i + 1} ${118 + i * 2}${i % 3 === 0 ? ',5' : ''}`,
  ),
  'Rosa Quispe 1500',
].join('\n');

/**
 * Whether the step buttons' bar covers `button` once it is brought into view from below the
 * screen by the least scroll (as a phone does for what gets focus, or a search in the page).
 */
const isCovered = async (page: Page, bar: Locator, button: Locator) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await button.boundingBox())!.y).toBeGreaterThan(PHONE.height);
  await button.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const [a, b] = [await bar.boundingBox(), await button.boundingBox()];
  return !!a && !!b && a.y < b.y + b.height && b.y < a.y + a.height;
};

/**
 * Issue 34, the roster grid: on a desktop, staff set 5 sizes at once in a 300-person roster and
 * see the counts change (and the grid draws only the rows in view); on a 390 px phone, the
 * client pastes a list, fixes a wrong row in the grid, and nothing is wider than the screen nor
 * covered by the step buttons.
 */
describe('roster grid: 300 people on a desktop, a pasted list fixed on a phone', () => {
  let director: Session;
  let orderId = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    director = await signInThroughApi(server);
    await seedOrderJourney(server, director);
    const clients = await callApi<{ items: { id: number }[] }>(
      server,
      director,
      'GET',
      '/client?q=Promoci',
    );
    const products = await callApi<{ items: { id: number }[] }>(
      server,
      director,
      'GET',
      '/product?q=TOGA-01',
    );
    const order = await callApi<{ id: number }>(server, director, 'POST', '/order/create', {
      clientId: clients.items[0]!.id,
      promisedDate: '2030-05-20',
      items: [
        {
          productId: products.items[0]!.id,
          people: Array.from({ length: PEOPLE }, (_, i) => ({
            name: `Alumno ${String(i + 1).padStart(3, '0')}`,
            heightCm: heightOf(i),
          })),
        },
      ],
    });
    orderId = order.id;
  });

  it('sets 5 sizes at once in a 300-person roster and the counts change', async () => {
    const page = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
    await openScreen(
      page,
      `${server.url}/director/dashboard/orders/${orderId}/edit-new`,
      'Editar Pedido',
    );
    await page.getByRole('button', { name: /Personas y tallas/ }).click();
    const item = page.getByRole('region', { name: 'Personas de TOGA-01 · Toga de graduación' });
    await item.getByRole('heading', { name: `Personas (${PEOPLE})` }).waitFor();
    const grid = item.getByRole('grid');
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(PEOPLE + 1));
    expect(await grid.getByRole('row').count()).toBeLessThan(60);
    await expect.poll(() => sizeCounts(item), eventually).toBe('S 160 · M 80 · L 60');

    await item.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Alumno 00');
    await item.getByText('Mostrando 9 de 300 personas', { exact: false }).waitFor();
    for (let n = 1; n <= 5; n += 1) {
      await item.getByRole('checkbox', { name: `Seleccionar a la persona ${n}` }).check();
    }
    const bulk = item.getByRole('group', { name: 'Talla para las seleccionadas' });
    await bulk.getByText('5 seleccionadas').waitFor();
    await bulk.getByRole('combobox', { name: 'Talla para las seleccionadas' }).selectOption('L');
    await bulk.getByRole('button', { name: 'Aplicar talla' }).click();
    await expect.poll(() => sizeCounts(item), eventually).toBe('S 155 · M 80 · L 65');
    await screenshot(page, 'roster-grid-300-desktop');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );

    // The keyboard moves the active cell as in a spreadsheet.
    await item.getByRole('textbox', { name: 'Nombre de la persona 1', exact: true }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(
      await item
        .getByRole('textbox', { name: 'Estatura de la persona 2', exact: true })
        .evaluate((box) => box === document.activeElement),
    ).toBe(true);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: '4. Revisión' }).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'Gestión de Pedidos' }).waitFor();
    const saved = await callApi<{
      items: { people: { name: string; size: string | null; sizeOverridden: boolean }[] }[];
    }>(server, director, 'GET', `/order/${orderId}`);
    const overridden = saved.items[0]!.people.filter((p) => p.sizeOverridden);
    expect(overridden.map((p) => `${p.name} ${p.size}`)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Alumno 00${n} L`),
    );
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone the client pastes 30 lines typed on a phone, fixes one, orders the pack', async () => {
    // The school pack: a polo sized by height ([from, to): 130 is M, 150 is L) and a cap.
    const polo = await callApi<{ id: number }>(server, director, 'POST', '/product/create', {
      code: 'POLO-01',
      name: 'Polo azul',
      kind: 'GARMENT',
      priceCents: 8000,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
        { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
        { name: 'L', minHeightCm: 150, maxHeightCm: 170 },
      ],
    });
    const gorra = await callApi<{ id: number }>(server, director, 'POST', '/product/create', {
      code: 'GORRA-01',
      name: 'Gorra',
      kind: 'GARMENT',
      priceCents: 2000,
    });
    await callApi(server, director, 'POST', '/package/create', {
      code: 'PACK-ESC',
      name: 'Pack escolar: polo azul + gorra',
      description: [],
      items: [polo, gorra].map(({ id }) => ({ productId: id, quantity: 1 })),
      priceMode: 'FIXED',
      priceCents: 9000,
      status: 'ACTIVE',
      media: [],
    });
    const account = await seedUser(server, CLIENT);
    linkClientAccount(server, { name: CLIENT.name }, account.id);
    const session = await signInThroughApi(server, CLIENT);
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}/client/dashboard/new`, 'Nuevo pedido');
    const pack = phone.getByRole('listitem', { name: 'Pack escolar: polo azul + gorra' });
    await pack.getByRole('button', { name: 'Agregar Pack escolar: polo azul + gorra' }).click();
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    const item = phone.getByRole('region', {
      name: 'Personas de PACK-ESC · Pack escolar: polo azul + gorra',
    });
    await item.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
    const paste = item.getByRole('region', { name: 'Pegar lista de personas' });
    await paste.getByRole('textbox').fill(PHONE_LIST);
    await paste.getByRole('button', { name: 'Revisar filas' }).click();
    await paste.getByText('29 filas correctas, 1 con errores.').waitFor();
    // Heights in metres are shown turned into cm, on their rows.
    for (const note of ['1,42 m → 142 cm', '1,17 m → 117 cm', '1,35 m → 135 cm'])
      await paste.getByText(note).waitFor();
    await paste
      .getByRole('row', { name: /Diego Mamani/ })
      .getByText('L')
      .waitFor();
    await paste
      .getByRole('row', { name: /Rosa Quispe/ })
      .getByText('La estatura debe estar entre 100cm y 250cm')
      .first()
      .waitFor();
    await screenshot(phone, 'roster-pack-preview-phone');
    await expectFitsPhone(phone, 'the preview of a list typed on a phone');
    const bar = phone
      .locator('div.sticky')
      .filter({ has: phone.getByRole('button', { name: 'Siguiente' }) });
    expect(await isCovered(phone, bar, paste.getByRole('button', { name: 'Revisar filas' }))).toBe(
      false,
    );
    await paste.getByRole('button', { name: 'Agregar 30 filas y corregir 1 en la lista' }).click();
    await item.getByRole('heading', { name: 'Personas (30)' }).waitFor();

    // Only the wrong row shown, still called by its place in the list: 1500 was 150,0.
    await item.getByRole('checkbox', { name: 'Solo filas con errores (1)' }).check();
    await item.getByRole('textbox', { name: 'Estatura de la persona 30' }).fill('150');
    await item.getByText('Ninguna fila tiene errores.').waitFor();
    await item.getByRole('checkbox', { name: 'Solo filas con errores (0)' }).click();
    await expect.poll(() => sizeCounts(item), eventually).toBe('S 8 · M 12 · L 10');
    await screenshot(phone, 'roster-pack-grid-phone');
    await expectFitsPhone(phone, 'the roster grid of a pack');
    await phone.getByRole('button', { name: 'Siguiente' }).click();

    await phone.getByRole('heading', { name: '3. Revisión' }).waitFor();
    await phone.getByLabel('Fecha de entrega deseada').fill('2030-11-20');
    await screenshot(phone, 'roster-pack-review-phone');
    await expectFitsPhone(phone, 'the review of the pack order');
    await phone.getByRole('button', { name: 'Enviar pedido' }).click();
    await phone.getByText('Pedido enviado. Le avisaremos cuando pase a producción.').waitFor();
    // Its card beside the staff's order of 300.
    await expect.poll(() => phone.getByRole('listitem', { name: /^Pedido PED-/ }).count()).toBe(2);
    await screenshot(phone, 'roster-pack-dashboard-phone');

    // The order as saved: 30 pupils of the pack, each with a polo size; its institution the client's.
    const orders = await callApi<{ items: { id: number }[] }>(
      server,
      session,
      'GET',
      '/client-area/orders',
    );
    const order = await callApi<{
      institution: { name: string } | null;
      items: { people: { name: string; heightCm: number; sizes: { size: string }[] }[] }[];
    }>(server, session, 'GET', `/client-area/orders/${Math.max(...orders.items.map((o) => o.id))}`);
    expect(order.institution?.name).toBe('Colegio San Andrés');
    const people = order.items[0]!.people;
    expect(people).toHaveLength(30);
    expect(people[0]).toMatchObject({ name: 'Ana Rojas', heightCm: 128.5, sizes: [{ size: 'S' }] });
    expect(people[4]).toMatchObject({
      name: 'Diego Mamani',
      heightCm: 150,
      sizes: [{ size: 'L' }],
    });
    expect(people[29]).toMatchObject({ name: 'Rosa Quispe', heightCm: 150 });
    expect(errors).toEqual([]);
  });
});
