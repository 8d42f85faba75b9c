import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, completeBillingInfo, signInThroughApi, type Session } from './support/api';
import { DESKTOP, PHONE, openSignedInPage, startSignedInJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import { eventually } from './support/poll';
import { linkClientAccount, seedUser } from './support/seed';
import { waitForStartOverlay } from './support/ui';

const D = '/director/dashboard';

/** axe-core on the page as it is: every violation, whatever its impact, with where it is. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Opens `path` and waits for its screen to settle: its heading, nothing left loading. */
async function settle(page: Page, url: string) {
  await page.goto(url);
  await page.locator('main h1, [role="main"] h1, h1').first().waitFor();
  await waitForStartOverlay(page);
  await expect.poll(() => page.getByText(/^Cargando/).count(), eventually).toBe(0);
  // The pointer stays where the last screen left it: a button under it would be scanned in its
  // hover colours, which are not what a reader sees.
  await page.mouse.move(0, 0);
}

/**
 * Every route of SPEC.md's table, at 1366 and 390 px, with data in its lists, is scanned with
 * axe-core (issue 38): no violation of any impact.
 */
const { server, browser, session, errors } = startSignedInJourney(DESKTOP);

describe('accessibility: every screen at both widths, with data', () => {
  const ids = { order: 0, pack: 0, line: 0, plan: 0 };
  let client: Session;

  beforeAll(async () => {
    await seedOrderJourney(server, session);
    await completeBillingInfo(server, session, '1023456028');
    const [promo] = (
      await callApi<{ items: { id: number }[] }>(server, session, 'GET', '/client?q=Promoción')
    ).items;
    const [toga] = (
      await callApi<{ items: { id: number }[] }>(server, session, 'GET', '/product?q=TOGA-01')
    ).items;
    const [line] = await callApi<{ id: number }[]>(server, session, 'GET', '/line');
    ids.line = line!.id;
    const order = await callApi<{ id: number }>(server, session, 'POST', '/order/create', {
      clientId: promo!.id,
      promisedDate: '2030-03-01',
      items: [{ productId: toga!.id, quantity: 3 }],
    });
    ids.order = order.id;
    await callApi(server, session, 'POST', '/bill/create', {
      orderId: order.id,
      kind: 'ADVANCE',
      amountCents: 20000,
    });
    const pack = await callApi<{ id: number }>(server, session, 'POST', '/package/create', {
      code: 'PACK-GALA',
      name: 'Pack de gala',
      description: [],
      items: [{ productId: toga!.id, quantity: 1 }],
      priceMode: 'FIXED',
      priceCents: 26000,
      status: 'ACTIVE',
      media: [],
    });
    ids.pack = pack.id;
    await callApi(server, session, 'POST', '/material/create', {
      code: 'TELA-GALA',
      name: 'Tela de gala',
      unit: 'metro',
      minStock: 5,
    });
    await callApi(server, session, 'POST', '/faq/create', {
      question: '¿Cuánto tarda un pedido?',
      answer: 'Entre dos y cuatro semanas.',
      category: 'Pedidos',
      published: true,
    });
    const account = await seedUser(server, {
      name: 'Promoción 2026',
      email: 'promo2026@taller.test',
      password: 'Clave-Promo-2026',
      role: 'CLIENTE',
    });
    linkClientAccount(server, { id: promo!.id }, account.id);
    client = await signInThroughApi(server, {
      email: 'promo2026@taller.test',
      password: 'Clave-Promo-2026',
    });
  });

  const staffRoutes = () => [
    `${D}`,
    `${D}/home`,
    `${D}/users`,
    `${D}/clients`,
    `${D}/institutions`,
    `${D}/lines`,
    `${D}/models/${ids.line}`,
    `${D}/products`,
    `${D}/size-charts`,
    `${D}/packages`,
    `${D}/packages/create`,
    `${D}/packages/${ids.pack}/edit`,
    `${D}/orders`,
    `${D}/orders/create`,
    `${D}/orders/${ids.order}/edit`,
    `${D}/orders/create-new`,
    `${D}/orders/${ids.order}/edit-new`,
    `${D}/orders/production-sheet`,
    `${D}/orders/${ids.order}/production-sheet`,
    `${D}/orders/${ids.order}/delivery`,
    `${D}/materials`,
    `${D}/suppliers`,
    `${D}/purchase-orders`,
    `${D}/cut-plans`,
    `${D}/production`,
    `${D}/bills`,
    `${D}/verification-bills`,
    `${D}/receivables`,
    `${D}/info-bill`,
    `${D}/siat`,
    `${D}/reports`,
    `${D}/notifications`,
    `${D}/whatsapp`,
    `${D}/support`,
    `${D}/faq`,
    '/director/dashboard/no-existe',
  ];
  const clientRoutes = [
    '/client/dashboard',
    '/client/dashboard/new',
    '/client/support',
    '/client/faq',
  ];

  for (const [width, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`finds no violation on the staff screens at ${width} px`, { timeout: 600_000 }, async () => {
      const page = await openSignedInPage(browser, session, errors, {
        viewport,
        phone: viewport === PHONE,
      });
      const found: string[] = [];
      for (const route of staffRoutes()) {
        await settle(page, `${server.url}${route}`);
        for (const v of await axeViolations(page)) found.push(`${route} ${v}`);
        if (route === `${D}/orders`) {
          // The orders' other view: the status board.
          await page.getByRole('button', { name: 'Tablero' }).click();
          await page.getByRole('region', { name: 'Columna Pendiente' }).waitFor();
          await expect.poll(() => page.getByText(/^Cargando/).count(), eventually).toBe(0);
          for (const v of await axeViolations(page)) found.push(`${route} (Tablero) ${v}`);
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
    });

    it(
      `finds no violation on the client's screens and the sign-in at ${width} px`,
      { timeout: 300_000 },
      async () => {
        const page = await openSignedInPage(browser, client, errors, {
          viewport,
          phone: viewport === PHONE,
        });
        const found: string[] = [];
        for (const route of clientRoutes) {
          await settle(page, `${server.url}${route}`);
          for (const v of await axeViolations(page)) found.push(`${route} ${v}`);
        }
        const anonymous = await browser.newContext({ viewport });
        const signIn = await anonymous.newPage();
        for (const route of ['/', '/reset-password']) {
          await settle(signIn, `${server.url}${route}`);
          for (const v of await axeViolations(signIn)) found.push(`${route} ${v}`);
        }
        await anonymous.close();
        await page.context().close();
        expect(found).toEqual([]);
      },
    );
  }
});
