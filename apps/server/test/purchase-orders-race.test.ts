/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { describe, expect, it } from 'vitest';
import { stockOf } from './material-helpers';
import { signedInCaller } from './people-helpers';
import { purchaseOrderOf } from './purchase-helpers';
import { testDialect } from './test-app';

describe.skipIf(testDialect !== 'postgres')('purchase orders: receipts under concurrency', () => {
  const { api } = signedInCaller('ADMIN', 'Alba Admin');

  it('two receipts of one line at once never take in more than was ordered', async () => {
    const { order, material } = await purchaseOrderOf(api, 'PRACE', 10, 500);
    const date = new Date().toISOString().slice(0, 10);
    const body = { date, lines: [{ lineId: order.lines[0].id, quantity: 6 }] };
    const answers = await Promise.all([
      api('POST', `/api/purchase-order/${order.id}/receive`, body),
      api('POST', `/api/purchase-order/${order.id}/receive`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((answers.find((a) => a.statusCode === 409)!.body as any).code).toBe('OVER_RECEIPT');
    const after = await api('GET', `/api/purchase-order/${order.id}`);
    expect(after.body.data.lines[0]).toMatchObject({ received: 6, due: 4 });
    expect(await stockOf(api, material.id)).toBe(6);
  });
});
