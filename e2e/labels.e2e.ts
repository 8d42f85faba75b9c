import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLabelQrs } from '../apps/server/test/label-helpers';
import { pdfText, pdfToPng } from '../apps/server/test/poppler';
import { callApi } from './support/api';
import { screenshot, screenshotDir } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const COURSES = ['6.º A', '6.º B', null];
/** 30 pupils: heights 120–178 cm in turn (S, M and L), three courses (one of them none). */
const PEOPLE = Array.from({ length: 30 }, (_, i) => ({
  name: `Estudiante ${String(i + 1).padStart(2, '0')}`,
  heightCm: 120 + (i % 30) * 2,
  ...(COURSES[i % 3] ? { course: COURSES[i % 3] } : {}),
}));

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

type Person = { id: number; name: string; size: string };
type Order = { id: number; number: string; items: { people: Person[] }[] };

/**
 * Issue 35, a bag per person: from an order's details staff print its labels on the chosen sheet
 * of stickers and its packing list; the labels PDF holds each pupil's name and size as text and
 * a QR code naming the pupil, and the details fit a 390 px phone.
 */
describe('labels: printed from the order details, read back, on a desktop and a phone', () => {
  let order: Order;

  beforeAll(async () => {
    await seedOrderJourney(server, session);
    const clients = await callApi<{ items: { id: number }[] }>(
      server,
      session,
      'GET',
      '/client?q=Promoci',
    );
    const products = await callApi<{ items: { id: number }[] }>(
      server,
      session,
      'GET',
      '/product?q=TOGA-01',
    );
    order = await callApi<Order>(server, session, 'POST', '/order/create', {
      clientId: clients.items[0]!.id,
      promisedDate: '2030-05-20',
      items: [{ productId: products.items[0]!.id, people: PEOPLE }],
    });
  });

  /** The order's details, opened from its row in 'Gestión de Pedidos'. */
  const openDetails = async (on: Page) => {
    await openScreen(on, `${server.url}${D}/orders`, 'Gestión de Pedidos');
    await on
      .getByRole('button', { name: `Ver detalles de ${order.number}` })
      .first()
      .click();
    const details = on.getByRole('dialog', { name: `Pedido ${order.number}` });
    const actions = details.getByRole('region', { name: 'Etiquetas y empaque' });
    await actions.waitFor();
    return actions;
  };

  /**
   * Clicks `click`'s button and answers the PDF the page fetched for it (at `url`), as the
   * browser received it, saved as `name`.pdf.
   */
  const printed = async (on: Page, click: () => Promise<void>, url: RegExp, name: string) => {
    let body: Buffer | undefined;
    await on.route(url, async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      body = await response.body();
      await route.fulfill({ response });
    });
    const tab = on.context().waitForEvent('page');
    await click();
    // The PDF opens in a tab of its own, from the session's download (never a public URL).
    const opened = await tab;
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
    await opened.close();
    await on.unroute(url);
    const file = path.join(screenshotDir, `${name}.pdf`);
    writeFileSync(file, body!);
    return file;
  };

  it('prints the labels on 2×5 sheets: every name and size, and each QR names its pupil', async () => {
    const actions = await openDetails(page);
    await actions.getByRole('combobox', { name: 'Formato de etiquetas' }).selectOption('2x5');
    await screenshot(page, 'labels-order-details-desktop');
    const file = await printed(
      page,
      () => actions.getByRole('button', { name: 'Etiquetas' }).click(),
      /\/api\/order\/\d+\/labels\.pdf\?layout=2x5$/,
      'labels-2x5',
    );
    const text = pdfText(file).replace(/\s+/g, ' ');
    const people = order.items[0]!.people;
    for (const person of people) {
      expect(text).toContain(person.name);
      expect(text).toContain(`Toga de graduación: ${person.size}`);
    }
    expect(text).toContain('Curso: 6.º A');
    const decoded: string[] = [];
    for (let sheet = 1; sheet <= 3; sheet += 1) {
      decoded.push(...readLabelQrs(file, sheet, '2x5').filter((q): q is string => q !== null));
    }
    expect(decoded.sort()).toEqual(
      people.map((p) => `taller:order:${order.id}:person:${p.id}`).sort(),
    );
    pdfToPng(file, path.join(screenshotDir, 'labels-2x5-sheet'), {
      dpi: 70,
      pages: ['-f', '1', '-l', '1', '-singlefile'],
    });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone the details fit, and print the 3×8 labels and the packing list', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    const actions = await openDetails(phone);
    await actions.scrollIntoViewIfNeeded();
    await screenshot(phone, 'labels-order-details-phone');
    await expectFitsPhone(phone, 'the order details with its labels');
    const labels = await printed(
      phone,
      () => actions.getByRole('button', { name: 'Etiquetas' }).click(),
      /\/api\/order\/\d+\/labels\.pdf\?layout=3x8$/,
      'labels-3x8',
    );
    expect(pdfText(labels)).toContain('Estudiante 30');
    const list = await printed(
      phone,
      () => actions.getByRole('button', { name: 'Lista de empaque' }).click(),
      /\/api\/order\/\d+\/packing-list\.pdf$/,
      'packing-list',
    );
    const text = pdfText(list).replace(/\s+/g, ' ');
    for (const heading of ['Curso: 6.º A (10 personas)', 'Sin curso (10 personas)', 'Totales']) {
      expect(text).toContain(heading);
    }
    pdfToPng(list, path.join(screenshotDir, 'packing-list-page'), {
      dpi: 70,
      pages: ['-f', '1', '-l', '1', '-singlefile'],
    });
    expect(errors).toEqual([]);
  });
});
