import { expect } from 'vitest';
import { computeCuf } from '../src/modules/siat/protocol';
import { setBillingInfo } from './billing-helpers';
import type { FakeSiat } from './fake-siat';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import type { Caller } from './people-helpers';
import { configureSiat } from './siat-helpers';

const SIN = { siatActivityCode: '141000', siatProductCode: '28222', siatUnitCode: '58' };

/** Billing in SIAT mode, SIAT configured and synced, products with their SIN codes. */
export async function prepareSiat(api: Caller, tag: string): Promise<OrderFixtures> {
  await setBillingInfo(api, { billingMode: 'SIAT_COMPUTARIZADA' });
  await configureSiat(api);
  const f = await orderFixtures(api, tag);
  for (const product of [f.toga, f.birrete]) {
    const res = await api('PUT', '/api/product/update', { id: product.id, ...SIN });
    if (res.statusCode !== 200) throw new Error(res.text);
  }
  return f;
}

export type IssuedBill = { id: number; cuf: string; siatState: string; offline: boolean };

/** `count` orders billed one after the other (a factura each); answers the bills. */
export async function billOrders(api: Caller, f: OrderFixtures, count: number) {
  const bills: IssuedBill[] = [];
  for (let i = 0; i < count; i++) {
    const order = await createOrder(api, f);
    const res = await api('POST', '/api/bill/create', {
      orderId: order.id,
      kind: 'TOTAL',
      billingTaxId: '1234567',
    });
    if (res.statusCode !== 200) throw new Error(res.text);
    bills.push(res.body.data as IssuedBill);
  }
  return bills;
}

/** The CUF a factura must carry, recomputed here from its number, date and CUFD. */
export function expectedCuf(
  fake: FakeSiat,
  row: { number: number; issuedAt: string; cufd: string },
  emissionType: 1 | 2,
) {
  const cufd = fake.received.cufds.find((c) => c.codigo === row.cufd)!;
  return computeCuf(
    {
      nit: '1020304050',
      issuedAt: new Date(row.issuedAt),
      branch: 0,
      modality: 2,
      emissionType,
      invoiceType: 1,
      sectorDocumentType: 1,
      invoiceNumber: Number(row.number),
      pointOfSale: 0,
    },
    cufd.codigoControl,
  );
}

/** Each CUF reached the fake exactly once, and each bill is VALIDADA. */
export async function expectAllValidatedOnce(api: Caller, fake: FakeSiat, bills: IssuedBill[]) {
  for (const bill of bills) {
    const res = await api('GET', `/api/bill/${bill.id}`);
    expect(res.body.data).toMatchObject({ siatState: 'VALIDADA', offline: true, cuf: bill.cuf });
    expect(fake.received.invoices.filter((i) => i.cuf === bill.cuf)).toHaveLength(1);
  }
  expect(fake.received.invoices).toHaveLength(bills.length);
}
