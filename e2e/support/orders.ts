import type { Locator, Page } from 'playwright-core';
import { callApi, createLine, type Session } from './api';
import { screenshot } from './browser';
import type { RunningServer } from './server';

/** Twelve people as a spreadsheet pastes them; rows 4 and 9 are wrong ('12' cm and no name). */
export const ROSTER = [
  ['Ana Pérez', '150,5'],
  ['Luis Soto', '172'],
  ['Eva Paz', '120'],
  ['Mara Luna', '12'],
  ['Juan Rojas', '165'],
  ['Rosa Mamani', '158'],
  ['Pedro Choque', '181'],
  ['Lucía Vargas', '149,9'],
  ['', '160'],
  ['Diego Flores', '175,5'],
  ['Carla Ríos', '140'],
  ['Sofía Cruz', '155'],
];

/**
 * What the order journeys start from: the client 'Promoción 2026' of 'Colegio San Andrés' and
 * the garment 'TOGA-01 · Toga de graduación' (S/M/L by height) of the model 'Toga Clásica'
 * (line 'Gala', frame Dorado, interior Negro).
 */
export async function seedOrderJourney(server: RunningServer, session: Session) {
  const institution = await callApi<{ id: number }>(
    server,
    session,
    'POST',
    '/institution/create',
    {
      name: 'Colegio San Andrés',
      type: 'COLEGIO',
    },
  );
  await callApi(server, session, 'POST', '/client/create', {
    name: 'Promoción 2026',
    documentNumber: '9988776',
    institutionId: institution.id,
  });
  const lineId = await createLine(server, session, {
    name: 'Gala',
    color: '#1e3a8a',
    items: ['Prendas de graduación'],
  });
  const model = await callApi<{ id: number; colors: { id: number }[] }>(
    server,
    session,
    'POST',
    '/model/create',
    {
      name: 'Toga Clásica',
      lineId,
      description: '[]',
      colors: [
        { baseName: 'Negro', baseHexa: '#000000', frameName: 'Dorado', frameHexa: '#D4AF37' },
      ],
    },
  );
  await callApi(server, session, 'POST', '/product/create', {
    code: 'TOGA-01',
    name: 'Toga de graduación',
    kind: 'GARMENT',
    priceCents: 25000,
    modelId: model.id,
    modelColorId: model.colors[0]!.id,
    sizes: [
      { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
      { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
      { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
    ],
  });
}

/**
 * Pastes `rows` into the roster of the order item `item` ('Pegar desde hoja de cálculo', then
 * 'Revisar filas') and waits for the check to say `checked`; answers the paste region.
 */
export async function pasteRoster(item: Locator, rows: string[][], checked: string) {
  await item.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
  const paste = item.getByRole('region', { name: 'Pegar lista de personas' });
  await paste.getByRole('textbox').fill(rows.map((r) => r.join('\t')).join('\n'));
  await paste.getByRole('button', { name: 'Revisar filas' }).click();
  await paste.getByText(checked).waitFor();
  return paste;
}

/**
 * Saves the new order of the journeys (the ROSTER's twelve togas, Bs 3.000,00), its screenshot
 * `shot` taken first, and waits for the orders list to show it Pendiente for 'Promoción 2026'.
 */
export async function saveNewOrder(page: Page, shot: string) {
  await page
    .getByLabel('Total del pedido')
    .getByText(/Bs\s3\.000,00/)
    .waitFor();
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('heading', { name: 'Gestión de Pedidos' }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Promoción 2026' })
    .getByText('Pendiente')
    .waitFor();
}

/** Drags an order's board card onto a column with the mouse, in small steps as a hand would. */
export async function dragCard(page: Page, number: string, column: string) {
  const card = page.getByRole('button', { name: `Mover ${number}`, exact: true });
  const from = (await card.boundingBox())!;
  const to = (await page.getByRole('region', { name: `Columna ${column}` }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

/**
 * Moves the listed order to each status in turn through its "Cambiar estado" dialog (with
 * `note` on the last), waiting for its row to show each.
 */
export async function changeStatusInList(
  page: Page,
  number: string,
  labels: string[],
  note?: string,
) {
  const row = page.getByRole('row').filter({ hasText: number });
  for (const [at, label] of labels.entries()) {
    await row.getByRole('button', { name: `Cambiar estado de ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar estado de ${number}` });
    await dialog.getByRole('radio', { name: label }).check();
    // Finishing by hand with pieces not through the last stage asks to confirm (issue 35).
    if (label === 'Terminado') {
      await dialog.getByLabel('Marcar como Terminado de todos modos').check();
    }
    if (note && at === labels.length - 1) await dialog.getByLabel('Nota (opcional)').fill(note);
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await row.getByText(label, { exact: true }).waitFor();
  }
}

/** The roster grid's counts beside `item`'s people: 'S 2 · M 7 · L 3' ('Sin talla' last). */
export const sizeCounts = (item: Locator) =>
  item
    .getByRole('complementary', { name: 'Personas por talla' })
    .locator('dl > div')
    .evaluateAll((pairs) =>
      pairs
        .map(
          (pair) =>
            `${pair.querySelector('dt')?.textContent} ${pair.querySelector('dd')?.textContent}`,
        )
        .join(' · '),
    );
