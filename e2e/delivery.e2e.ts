import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, useSession, type Session } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { qrVideoFile } from './support/fake-camera';
import { DESKTOP, PHONE, collectErrors, openSignedInPage, startJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { expectFitsPhone, openScreen } from './support/ui';

const { server, browser } = startJourney();
const PEOPLE = 30;
type Person = { id: number; name: string };

/**
 * A browser whose camera films `video` (Chromium's fake capture device), the camera allowed
 * without asking: the delivery screen's scanner reads the label's QR from it.
 */
const launchWithCamera = (video: string) =>
  launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);

/** Hands over the bag of the person the screen shows (`name`), received by `receivedBy`. */
async function deliverShown(page: Page, name: string, receivedBy = '') {
  const card = page.getByRole('listitem', { name, exact: true });
  await card.getByRole('button', { name: 'Entregado', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Entregado: ${name}` });
  if (receivedBy) await dialog.getByLabel('Quién recibe (opcional)').fill(receivedBy);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Issue 35, delivery person by person: on a 390 px phone at the school door, staff hand over 27
 * of 30 bags — 25 found by typing the name, one by the phone's camera reading the label's QR, one
 * by typing the label's code — see the 3 missing, and exchange one pupil's size.
 */
describe('delivery: 27 of 30 bags on a phone, by typing and scanning; 3 missing; a size exchange', () => {
  let director: Session;
  let orderId = 0;
  let number = '';
  let people: Person[] = [];
  let camera: Browser | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    director = await signInThroughApi(server);
    await seedOrderJourney(server, director);
    const [client] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', '/client?q=Promoci')
    ).items;
    const [toga] = (
      await callApi<{ items: { id: number }[] }>(server, director, 'GET', '/product?q=TOGA-01')
    ).items;
    const order = await callApi<{
      id: number;
      number: string;
      items: { people: Person[] }[];
    }>(server, director, 'POST', '/order/create', {
      clientId: client!.id,
      promisedDate: '2030-05-20',
      items: [
        {
          productId: toga!.id,
          people: Array.from({ length: PEOPLE }, (_, i) => ({
            name: `Alumno ${String(i + 1).padStart(2, '0')}`,
            heightCm: 130 + (i % 3) * 25,
            course: i < 15 ? '6.º A' : '6.º B',
          })),
        },
      ],
    });
    ({ id: orderId, number } = order);
    people = order.items[0]!.people;
    for (const status of ['IN_PRODUCTION', 'FINISHED']) {
      await callApi(server, director, 'POST', `/order/${orderId}/status`, { status });
    }
  });
  afterAll(() => camera?.close());

  it('delivers 27 of 30 by typing and scanning, shows the 3 missing, exchanges one size', async () => {
    const phone = await openSignedInPage(browser, director, errors, { phone: true });
    const url = `${server.url}/director/dashboard/orders/${orderId}/delivery`;
    await openScreen(phone, url, `Entrega del pedido ${number}`);
    await phone.getByText('Entregado: 0 de 30').waitFor();
    await screenshot(phone, 'delivery-phone-start');
    await expectFitsPhone(phone, 'the delivery screen');

    const search = phone.getByRole('searchbox', { name: 'Buscar persona' });
    for (const [i, person] of people.slice(0, 25).entries()) {
      // Typed as at the door: part of the name, any case, no accents needed.
      await search.fill(person.name.toLowerCase());
      await deliverShown(phone, person.name, i === 0 ? 'La madre' : '');
      await phone.getByText(`Entregado: ${i + 1} de 30`).waitFor();
    }
    await search.fill('');

    // The 26th: the phone's camera reads the QR of that pupil's label.
    const scanned = people[25]!;
    camera = await launchWithCamera(qrVideoFile(`taller:order:${orderId}:person:${scanned.id}`));
    const context = await camera.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await useSession(context, director);
    const door = await context.newPage();
    collectErrors(door, errors);
    await openScreen(door, url, `Entrega del pedido ${number}`);
    await door.getByRole('button', { name: 'Escanear QR' }).click();
    // Read: the screen shows that pupil alone, picked.
    await door.getByRole('button', { name: 'Ver todas las personas' }).waitFor({ timeout: 20_000 });
    const shown = door.getByRole('list', { name: 'Personas', exact: true }).locator(':scope > li');
    expect(await shown.allInnerTexts()).toEqual([expect.stringContaining(scanned.name)]);
    await screenshot(door, 'delivery-phone-scanned');
    await deliverShown(door, scanned.name);
    await door.getByText('Entregado: 26 de 30').waitFor();

    // The 27th: the label's code typed (or read by a hand scanner that types).
    const typed = people[26]!;
    await phone.reload();
    await search.fill(`taller:order:${orderId}:person:${typed.id}`);
    await deliverShown(phone, typed.name);
    await phone.getByText('Entregado: 27 de 30').waitFor();

    const missing = phone.getByRole('list', { name: 'Faltan 3 personas' });
    expect(await missing.getByRole('listitem').allTextContents()).toEqual([
      'Alumno 28',
      'Alumno 29',
      'Alumno 30',
    ]);
    await screenshot(phone, 'delivery-phone-27-of-30');
    await expectFitsPhone(phone, 'the delivery screen with 27 of 30');

    // A second scan of a delivered pupil is refused and said so.
    await search.fill(`taller:order:${orderId}:person:${typed.id}`);
    const again = phone.getByRole('listitem', { name: typed.name, exact: true });
    expect(await again.getByRole('button', { name: 'Entregado', exact: true }).count()).toBe(0);

    // Alumno 02 (M) needs an L: a small exchange order, the delivered one untouched.
    await search.fill('alumno 02');
    const pupil = phone.getByRole('listitem', { name: 'Alumno 02', exact: true });
    await pupil.getByRole('button', { name: 'Cambio de talla' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Cambio de talla: Alumno 02' });
    await dialog.getByLabel('Nueva talla').selectOption('L');
    await dialog.getByLabel('Nota (opcional)').fill('Le queda ajustada');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await pupil.getByText(/Pedido de cambio PED-\d{4}-\d{5} · L/).waitFor();
    await screenshot(phone, 'delivery-phone-exchange');
    const order = await callApi<{ status: string; deliveredPeople: number; totalPeople: number }>(
      server,
      director,
      'GET',
      `/order/${orderId}`,
    );
    expect(order).toMatchObject({ status: 'FINISHED', deliveredPeople: 27, totalPeople: 30 });

    const desktop = await openSignedInPage(browser, director, errors, { viewport: DESKTOP });
    await openScreen(desktop, url, `Entrega del pedido ${number}`);
    await desktop.getByText('Entregado: 27 de 30').waitFor();
    await screenshot(desktop, 'delivery-desktop');
    expect(errors).toEqual([]);
  });
});
