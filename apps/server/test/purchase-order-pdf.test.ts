import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from './auth-helpers';
import { signedInCaller } from './people-helpers';
import { pdfText, skipWithoutPoppler } from './poppler';
import { purchaseOrderOf } from './purchase-helpers';
import { testDialect } from './test-app';

describe(`a purchase order's PDF (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pablo Productor');

  it('shows the supplier, each line with its agreed cost, and the total', async () => {
    const { order } = await purchaseOrderOf(ctx.api, 'PDF', 12.5, 1999);
    const res = await ctx.t.app.inject({
      url: `/api/purchase-order/${order.id}/pdf`,
      headers: authHeader(ctx.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`orden-de-compra-${order.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (skipWithoutPoppler) return;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oc-')), 'oc.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file);
    // 12.5 × 19.99 = 249.875 → 249.88
    for (const expected of [
      `Orden de compra ${order.number}`,
      'Proveedor: Proveedor PDF',
      'MAT-PDF',
      'Bs 19,99',
      'Bs 249,88',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 in JSON for an order that does not exist', async () => {
    const res = await ctx.api('GET', '/api/purchase-order/999999/pdf');
    expect(res.statusCode).toBe(404);
  });
});
