import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIAT_MESSAGES as M } from '@taller/shared';
import { computeCuf } from '../src/modules/siat/protocol';
import type { FakeSiat } from './fake-siat';
import { setBillingInfo } from './billing-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import type { Caller } from './people-helpers';
import { pdfText, pdfToPng, skipWithoutPoppler } from './poppler';
import { authHeader, loginAs } from './auth-helpers';
import { configureSiat, startSiatApp } from './siat-helpers';
import { testDialect, type TestApp } from './test-app';

let t: TestApp;
let fake: FakeSiat;
let director: Caller;
let clock: { now: () => Date };
let f: OrderFixtures;
let auth: Record<string, string>;

const SIN = { siatActivityCode: '141000', siatProductCode: '28222', siatUnitCode: '58' };

beforeAll(async () => {
  ({ t, fake, director, clock } = await startSiatApp());
  await setBillingInfo(director, { billingMode: 'SIAT_COMPUTARIZADA' });
  await configureSiat(director);
  auth = authHeader((await loginAs(t, 'DIRECTOR')).token);
  f = await orderFixtures(director, 'SIAT');
  for (const product of [f.toga, f.birrete]) {
    const res = await director('PUT', '/api/product/update', { id: product.id, ...SIN });
    if (res.statusCode !== 200) throw new Error(res.text);
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const bill = (orderId: number, extra: object = {}) =>
  director('POST', '/api/bill/create', {
    orderId,
    kind: 'TOTAL',
    billingTaxId: '1234567',
    ...extra,
  });

describe(`facturas through SIAT (${testDialect})`, () => {
  it('issues a factura validated end to end: CUF, state, XML and a PDF with its QR', async () => {
    const order = await createOrder(director, f);
    const res = await bill(order.id);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ document: 'FACTURA', siatState: 'VALIDADA', offline: false });
    const row = await t.app.db
      .selectFrom('siatInvoices')
      .selectAll()
      .where('billId', '=', data.id)
      .executeTakeFirstOrThrow();
    const cufd = fake.received.cufds.find((c) => c.codigo === row.cufd)!;
    expect(data.cuf).toBe(
      computeCuf(
        {
          nit: '1020304050',
          issuedAt: new Date(row.issuedAt),
          branch: 0,
          modality: 2,
          emissionType: 1,
          invoiceType: 1,
          sectorDocumentType: 1,
          invoiceNumber: Number(row.number),
          pointOfSale: 0,
        },
        cufd.codigoControl,
      ),
    );
    expect(fake.received.invoices.map((i) => i.cuf)).toContain(data.cuf);
    expect(data.qrUrl).toContain(`cuf=${data.cuf}`);

    const xml = await director('GET', `/api/bill/${data.id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(String(xml.headers['content-type'])).toMatch(/^application\/xml/);
    expect(xml.text).toBe(row.xml);
    expect(xml.text).toContain(`<cuf>${data.cuf}</cuf>`);

    const pdf = await director('GET', `/api/bill/${data.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    if (skipWithoutPoppler) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'siat-pdf-'));
    try {
      const file = path.join(dir, 'factura.pdf');
      const raw = await t.app.inject({ url: `/api/bill/${data.id}/pdf`, headers: auth });
      writeFileSync(file, raw.rawPayload);
      const text = pdfText(file).replace(/\s+/g, '');
      // The CUF wraps in its column: its start is read as text, the whole of it from the QR.
      expect(text).toContain(String(data.cuf).slice(0, 32));
      expect(text).toContain('CÓD.AUTORIZACIÓN');
      pdfToPng(file, path.join(dir, 'page'), { dpi: 150 });
      const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
      const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(qr?.data).toBe(data.qrUrl);
      expect(qr?.data).toMatch(
        /^https:\/\/pilotosiat\.impuestos\.gob\.bo\/consulta\/QR\?nit=1020304050&cuf=/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows a rejection with SIAT's message, and the next factura takes the next number", async () => {
    const first = await bill((await createOrder(director, f)).id);
    const before = Number(first.body.data.sequence);
    const firstNumber = await facturaNumber(first.body.data.id);
    fake.set({ rejectNext: { code: 1002, description: 'EL CUF ENVIADO ES INVALIDO' } });
    const order = await createOrder(director, f);
    const rejected = await bill(order.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data).toMatchObject({ siatState: 'RECHAZADA', status: 'ANNULLED' });
    expect(rejected.body.data.siatMessages.join(' ')).toContain('EL CUF ENVIADO ES INVALIDO');
    expect(await facturaNumber(rejected.body.data.id)).toBe(firstNumber + 1);
    // The order no longer counts it: billed again, with the next number.
    const again = await bill(order.id);
    expect(again.body.data.siatState).toBe('VALIDADA');
    expect(await facturaNumber(again.body.data.id)).toBe(firstNumber + 2);
    expect(Number(again.body.data.sequence)).toBe(before + 2);
  });

  it('refuses a NIT SIAT does not know, and issues it with the exception', async () => {
    const order = await createOrder(director, f);
    const refused = await bill(order.id, { billingTaxId: '12' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ code: 'NIT_INVALID', message: M.nitInvalidAtSiat('12') });
    const accepted = await bill(order.id, { billingTaxId: '12', nitException: true });
    expect(accepted.body.data.siatState).toBe('VALIDADA');
    const row = await t.app.db
      .selectFrom('siatInvoices')
      .select('xml')
      .where('billId', '=', accepted.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.xml).toContain('<codigoExcepcion>1</codigoExcepcion>');
  });

  it('refuses a product without SIN codes, naming it, and saves nothing', async () => {
    const plain = await director('POST', '/api/product/create', {
      code: 'SINCOD-1',
      name: 'Chompa sin códigos',
      kind: 'GARMENT',
      priceCents: 9000,
    });
    const order = await createOrder(director, f, {
      items: [{ productId: plain.body.data.id, quantity: 1 }],
    });
    const count = await billCount();
    const res = await bill(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      code: 'SIN_CODES_MISSING',
      message: M.productCodesMissing('Chompa sin códigos'),
    });
    expect(await billCount()).toBe(count);
  });

  it("bills a pack as one line carrying its garments' SIN codes", async () => {
    const order = await createOrder(director, f, {
      items: [{ packageId: f.pack.id, quantity: 2 }],
    });
    const res = await bill(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ document: 'FACTURA', siatState: 'VALIDADA' });
    const xml = (
      await t.app.db
        .selectFrom('siatInvoices')
        .select('xml')
        .where('billId', '=', res.body.data.id)
        .executeTakeFirstOrThrow()
    ).xml;
    expect(xml).toContain(`<codigoProducto>${f.pack.code}</codigoProducto>`);
    expect(xml).toContain('<codigoProductoSin>28222</codigoProductoSin>');
    expect(xml).toContain('<cantidad>2.00</cantidad>');
  });

  it('annuls a factura within the period, and refuses after it with the deadline', async () => {
    const inside = await bill((await createOrder(director, f)).id);
    const annulled = await director('POST', `/api/bill/${inside.body.data.id}/annul`, {
      reason: 'Error en el nombre',
      reasonCode: 1,
    });
    expect(annulled.statusCode).toBe(200);
    expect(annulled.body.data).toMatchObject({ status: 'ANNULLED', siatState: 'ANULADA' });
    expect(fake.received.annulments.map((a) => a.cuf)).toContain(inside.body.data.cuf);

    const late = await bill((await createOrder(director, f)).id);
    const issued = new Date(late.body.data.issuedAt);
    const real = clock.now;
    try {
      // 40 days later the month after the tenth day is past.
      clock.now = () => new Date(issued.getTime() + 40 * 86_400_000);
      const refused = await director('POST', `/api/bill/${late.body.data.id}/annul`, {
        reason: 'Tarde',
        reasonCode: 1,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ANNUL_TOO_LATE' });
      expect(refused.body.message).toMatch(/venció el \d{2}\/\d{2}\/\d{4}/);
    } finally {
      clock.now = real;
    }
  });

  it('asks for a new CUFD when SIAT says the one in force is no longer valid', async () => {
    const cufds = fake.received.cufds.length;
    fake.expireCufds();
    const res = await bill((await createOrder(director, f)).id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ siatState: 'VALIDADA', offline: false });
    expect(fake.received.cufds).toHaveLength(cufds + 1);
    const fresh = fake.received.cufds.at(-1)!;
    const row = await t.app.db
      .selectFrom('siatInvoices')
      .selectAll()
      .where('billId', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.cufd).toBe(fresh.codigo);
    expect(res.body.data.cuf).toBe(row.cuf);
    // The refused send never counted: SIAT holds one factura of that number, with the new CUFD.
    const kept = fake.received.invoices.filter((i) => i.numeroFactura === String(row.number));
    expect(kept.map((i) => i.cuf)).toEqual([row.cuf]);
    expect(kept[0]!.xml).toContain(`<cufd>${fresh.codigo}</cufd>`);

    // The annulment refused for its CUFD asks for a new one too, and goes through.
    fake.expireCufds();
    const annulled = await director('POST', `/api/bill/${res.body.data.id}/annul`, {
      reason: 'Error en el nombre',
      reasonCode: 1,
    });
    expect(annulled.statusCode).toBe(200);
    expect(annulled.body.data).toMatchObject({ status: 'ANNULLED', siatState: 'ANULADA' });
    expect(fake.received.cufds).toHaveLength(cufds + 2);
  });

  it('keeps a factura SIAT could not be reached for, and sends it later, once', async () => {
    fake.set({ down: true });
    let pending;
    try {
      // SIAT cannot verify the NIT now: issued with the exception, as a client would insist.
      pending = await bill((await createOrder(director, f)).id, { nitException: true });
    } finally {
      fake.set({ down: false });
    }
    expect(pending.statusCode).toBe(200);
    expect(pending.body.data.siatState).toBe('PENDIENTE_ENVIO');
    // Re-issued offline (contingency): sent in its event's package once SIAT answers again.
    expect(pending.body.data.offline).toBe(true);
    await t.app.siat.packages.run();
    const after = await director('GET', `/api/bill/${pending.body.data.id}`);
    expect(after.body.data.siatState).toBe('VALIDADA');
    const cuf = pending.body.data.cuf as string;
    expect(fake.received.invoices.filter((i) => i.cuf === cuf)).toHaveLength(1);
  });

  it('answers 404 for the XML of a nota de venta', async () => {
    expect((await director('GET', '/api/bill/999999/xml')).statusCode).toBe(404);
  });
});

async function facturaNumber(billId: number) {
  const row = await t.app.db
    .selectFrom('siatInvoices')
    .select('number')
    .where('billId', '=', billId)
    .executeTakeFirstOrThrow();
  return Number(row.number);
}

async function billCount() {
  const row = await t.app.db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
