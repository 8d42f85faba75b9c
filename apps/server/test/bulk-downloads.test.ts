/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES as B, LABEL_MESSAGES, ORDER_MESSAGES } from '@taller/shared';
import { authHeader } from './auth-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { signedInCaller } from './people-helpers';
import { pdfText, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

/**
 * The downloads of a list's selection (issue 38): the labels and the production sheet of the
 * orders ticked, and the CSV of the records ticked, through `ids=1,2,3`.
 */
describe(`downloads of a selection (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  const orders: any[] = [];
  let unselected: any;
  let empty: any;

  const download = async (url: string) => ctx.t.app.inject({ url, headers: authHeader(ctx.token) });
  const savePdf = async (url: string) => {
    const res = await download(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'selection-')), 'file.pdf');
    writeFileSync(file, res.rawPayload);
    return { res, text: () => pdfText(file).replace(/\s+/g, ' ') };
  };
  const withPeople = (names: string[]) => ({
    items: [{ productId: f.toga.id, people: names.map((name) => ({ name, heightCm: 160 })) }],
  });

  beforeAll(async () => {
    f = await orderFixtures(api, 'SEL');
    for (const at of [1, 2, 3]) {
      orders.push(await createOrder(api, f, withPeople([`Alumna ${at}A`, `Alumno ${at}B`])));
    }
    unselected = await createOrder(api, f, withPeople(['Nadie Elegido']));
    empty = await createOrder(api, f);
  });

  const ids = () => orders.map((o) => o.id).join(',');

  it('labels: one PDF with the bags of the selected orders only', async () => {
    const { res, text } = await savePdf(`/api/labels.pdf?ids=${ids()}&layout=3x8`);
    expect(res.headers['content-disposition']).toMatch(/filename="etiquetas-3-pedidos-3x8\.pdf"/);
    if (skipWithoutPoppler) return;
    const words = text();
    for (const [at, order] of orders.entries()) {
      expect(words).toContain(order.number);
      expect(words).toContain(`Alumna ${at + 1}A`);
      expect(words).toContain(`Alumno ${at + 1}B`);
    }
    expect(words).not.toContain(unselected.number);
    expect(words).not.toContain('Nadie Elegido');
  });

  it('labels: orders without people are left out; none with people is refused', async () => {
    const mixed = await download(`/api/labels.pdf?ids=${empty.id},${orders[0].id}`);
    expect(mixed.statusCode).toBe(200);
    const none = await download(`/api/labels.pdf?ids=${empty.id}`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_PEOPLE', message: LABEL_MESSAGES.noPeople });
    const missing = await download(`/api/labels.pdf?ids=${orders[0].id},999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_MESSAGES.notFound);
    for (const ids of ['1,,2', '1,3000000000']) {
      const bad = await download(`/api/labels.pdf?ids=${ids}`);
      expect(bad.statusCode, ids).toBe(400);
      expect(bad.json().message).toContain(B.idsInvalid);
    }
    // Beyond what a PostgreSQL integer holds: refused, never a 500.
    expect((await download('/api/client/export.csv?ids=6298588129')).statusCode).toBe(400);
  });

  it('production sheet: the selected orders, whatever their status', async () => {
    const sheet = await api('GET', `/api/production-sheet?ids=${ids()}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body.data.orders.map((o: any) => o.number)).toEqual(
      expect.arrayContaining(orders.map((o) => o.number)),
    );
    expect(sheet.body.data.orders).toHaveLength(3);
    // Without ids: every order in production, and these are all pending.
    const all = await api('GET', '/api/production-sheet');
    expect(all.body.data.orders).toHaveLength(0);
    const { res, text } = await savePdf(`/api/production-sheet.pdf?ids=${ids()}`);
    expect(res.headers['content-disposition']).toMatch(/hoja-de-produccion-seleccion-/);
    if (!skipWithoutPoppler) {
      for (const order of orders) expect(text()).toContain(order.number);
      expect(text()).not.toContain(unselected.number);
    }
    const gone = await download(`/api/production-sheet.pdf?ids=999999`);
    expect(gone.statusCode).toBe(404);
  });

  it('CSV: the selected orders only', async () => {
    const res = await download(`/api/order/export.csv?ids=${ids()}`);
    expect(res.statusCode).toBe(200);
    for (const order of orders) expect(res.body).toContain(order.number);
    expect(res.body).not.toContain(unselected.number);
    const products = await download(`/api/product/export.csv?ids=${f.toga.id}`);
    expect(products.body).toContain(f.toga.code);
    expect(products.body).not.toContain(f.birrete.code);
    const clients = await download(`/api/client/export.csv?ids=999999`);
    expect(clients.body).not.toContain(f.client.name);
  });
});
