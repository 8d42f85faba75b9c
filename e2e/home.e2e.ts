import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../apps/server/test/sample-files';
import { callApi, completeBillingInfo, type Session } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { seedOrderJourney } from './support/orders';
import type { RunningServer } from './support/server';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Week = {
  due: string;
  late: string;
  later: string;
  finished: string;
  delivered: string;
  cancelled: string;
  ticket: string;
  message: string;
};

/**
 * A week in the workshop, through the API: an order due in two days (billed Bs 50,00 on
 * account 40 days ago, a payment proof waiting), one in production promised two days ago (overdue:
 * the past cannot be typed, so its dates are set in the database), one for next year (billed
 * Bs 10,00 today), one finished, one delivered and one cancelled; a cloth below its minimum and a
 * thread above it; an open support ticket and a WhatsApp message waiting for an answer (written
 * where the client's screen and the webhook would store them).
 */
async function seedWeek(server: RunningServer, session: Session): Promise<Week> {
  await seedOrderJourney(server, session);
  const call = <T>(method: string, url: string, body?: unknown) =>
    callApi<T>(server, session, method, url, body);
  const cap = await call<{ id: number }>('POST', '/product/create', {
    code: 'GORRA-01',
    name: 'Gorra',
    kind: 'ACCESSORY',
    priceCents: 3000,
  });
  const clients = await call<{ items: { id: number }[] }>('GET', '/client?page=1&pageSize=10');
  const clientId = clients.items[0]!.id;
  const order = (days: number, quantity: number) =>
    call<{ id: number; number: string }>('POST', '/order/create', {
      clientId,
      promisedDate: dayFrom(days),
      items: [{ productId: cap.id, quantity }],
    });
  const due = await order(2, 3);
  const late = await order(3, 2);
  await call('POST', `/order/${late.id}/status`, { status: 'IN_PRODUCTION' });
  const later = await order(400, 1);
  const moved = async (statuses: string[]) => {
    const made = await order(300, 1);
    for (const status of statuses) {
      const note = status === 'CANCELLED' ? { note: 'El cliente desistió' } : {};
      await call('POST', `/order/${made.id}/status`, { status, ...note });
    }
    return made.number;
  };
  const finished = await moved(['IN_PRODUCTION', 'FINISHED']);
  const delivered = await moved(['IN_PRODUCTION', 'FINISHED', 'DELIVERED']);
  const cancelled = await moved(['CANCELLED']);

  await completeBillingInfo(server, session);
  const old = await call<{ id: number }>('POST', '/bill/create', {
    orderId: due.id,
    kind: 'ADVANCE',
    amountCents: 5000,
  });
  await call('POST', '/bill/create', { orderId: later.id, kind: 'ADVANCE', amountCents: 1000 });
  const form = new FormData();
  form.append('orderId', String(due.id));
  form.append('amountCents', '2000');
  form.append('paidAt', dayFrom(0));
  form.append('method', 'TRANSFER');
  form.append('file', new Blob([png(8, 8, [30, 0, 0])], { type: 'image/png' }), 'pago.png');
  const sent = await fetch(`${server.url}/api/payment/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(sent.status).toBe(200);

  await call('POST', '/material/create', {
    code: 'TELA-01',
    name: 'Tela negra',
    unit: 'metro',
    minStock: 10,
  });
  const thread = await call<{ id: number }>('POST', '/material/create', {
    code: 'HILO-01',
    name: 'Hilo dorado',
    unit: 'cono',
    minStock: 2,
  });
  await call('POST', '/material/movement', { type: 'IN', materialId: thread.id, quantity: 5 });

  const ticket = 'Consulta por las tallas';
  const message = '¿Cuándo entregan las gorras?';
  const db = new Database(path.join(server.dataDir, 'taller.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE orders SET promised_date = ? WHERE id = ?').run(dayFrom(-2), late.id);
    const issued = new Date(Date.now() - 40 * DAY).toISOString();
    db.prepare('UPDATE bills SET issued_at = ? WHERE id = ?').run(issued, old.id);
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO support_tickets (client_id, subject, subject_key, status, awaiting_staff,
         last_message_at, created_at, updated_at, created_by, updated_by)
       VALUES (?, ?, ?, 'OPEN', 1, ?, ?, ?, 'e2e', 'e2e')`,
    ).run(clientId, ticket, ticket.toLowerCase(), now, now, now);
    db.prepare(
      `INSERT INTO whatsapp_messages (client_id, direction, type, phone, body, status, created_at,
         updated_at)
       VALUES (?, 'IN', 'text', '+59170000001', ?, 'RECEIVED', ?, ?)`,
    ).run(clientId, message, now, now);
  } finally {
    db.close();
  }
  return {
    due: due.number,
    late: late.number,
    later: later.number,
    finished,
    delivered,
    cancelled,
    ticket,
    message,
  };
}

/** axe-core on the page as it is: every violation, whatever its impact. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe("'Inicio': the director's home after a seeded week", () => {
  let week: Week;
  beforeAll(async () => {
    week = await seedWeek(server, session);
  });

  const openHome = () => openScreen(page, `${server.url}${D}/home`, 'Inicio');
  /** The card whose label is exactly `label` (a link), on `on` (the desktop page unless said). */
  const figure = (label: string, on: Page = page) =>
    on.getByRole('link').filter({ has: on.getByText(label, { exact: true }) });

  it('shows the week in figures, with no accessibility violation at 1366 px', async () => {
    await openHome();
    await expect.poll(() => figure('Entregas de esta semana').textContent()).toContain('1');
    expect(await figure('Pedidos atrasados').textContent()).toContain('1');
    expect(await figure('Materiales bajo el mínimo').textContent()).toContain('1');
    expect(await figure('Pagos por verificar').textContent()).toContain('1');
    expect(await figure('Por cobrar').textContent()).toContain('60,00');
    expect(await figure('Por cobrar: con más de 30 días').textContent()).toContain('50,00');
    expect(await figure('Tickets de soporte abiertos').textContent()).toContain('1');
    expect(await figure('Conversaciones de WhatsApp sin responder').textContent()).toContain('1');
    // The order in production: 2 caps, none through the last stage yet.
    expect(await figure('En producción').textContent()).toContain('0 de 2 piezas terminadas');
    await screenshot(page, 'home-desktop');
    expect(await axeViolations(page)).toEqual([]);
  });

  /**
   * Clicks the figure (or `link`), checks the address, and that the list shows `shown` and not
   * `hidden`.
   */
  async function follow(
    name: string,
    url: string,
    shown: string[],
    hidden: string[] = [],
    link = () => figure(name),
  ) {
    await openHome();
    await link().click();
    await page.waitForURL((u) => u.pathname + u.search === url);
    for (const text of shown) await page.getByText(text, { exact: true }).first().waitFor();
    for (const text of hidden) expect(await page.getByText(text, { exact: true }).count()).toBe(0);
  }

  it('lands each figure on its list, filtered to what it counted', async () => {
    await follow(
      'Entregas de esta semana',
      `${D}/orders?from=${dayFrom(0)}&to=${dayFrom(6)}`,
      [week.due],
      [week.late, week.later],
    );
    await follow('Pedidos atrasados', `${D}/orders?overdue=true`, [week.late], [week.due]);
    const { due, late, later, finished, delivered, cancelled } = week;
    const all = [due, late, later, finished, delivered, cancelled];
    const byStatus: [string, string, string[]][] = [
      ['Pendiente', 'PENDING', [due, later]],
      ['En producción', 'IN_PRODUCTION', [late]],
      ['Terminado', 'FINISHED', [finished]],
      ['Entregado', 'DELIVERED', [delivered]],
      ['Cancelado', 'CANCELLED', [cancelled]],
    ];
    for (const [label, status, shown] of byStatus) {
      const hidden = all.filter((number) => !shown.includes(number));
      await follow(label, `${D}/orders?status=${status}`, shown, hidden);
    }
    await follow(
      'Materiales bajo el mínimo',
      `${D}/materials?lowStock=true`,
      ['TELA-01'],
      ['HILO-01'],
    );
    await follow('Pagos por verificar', `${D}/verification-bills?status=PENDING`, [week.due]);
    const proof = `Pedido ${week.due}: Bs\u00a020,00`;
    await follow(proof, `${D}/verification-bills?status=PENDING`, [week.due], [], () =>
      page.getByRole('link', { name: proof, exact: true }),
    );
    await follow('Por cobrar', `${D}/bills`, [week.due, week.later]);
    await follow(
      'Por cobrar: con más de 30 días',
      `${D}/bills?to=${dayFrom(-31)}`,
      [week.due],
      [week.later],
    );
    await follow('Tickets de soporte abiertos', `${D}/support?status=OPEN`, [week.ticket]);
    await follow('Conversaciones de WhatsApp sin responder', `${D}/whatsapp`, [week.message]);
    expect(errors).toEqual([]);
  });

  it('fits a phone at 390 px with no accessibility violation', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/home`, 'Inicio');
    await figure('Entregas de esta semana', phone).waitFor();
    await screenshot(phone, 'home-phone');
    await expectFitsPhone(phone, 'Inicio');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
  });
});
