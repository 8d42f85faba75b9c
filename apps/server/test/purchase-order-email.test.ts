/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { describe, expect, it } from 'vitest';
import { materialCreator } from './material-helpers';
import { creator, expectDataless, okData, signedInCallerWithMail } from './people-helpers';
import { testDialect } from './test-app';

describe(`a purchase order sent by email (${testDialect})`, () => {
  const ctx = signedInCallerWithMail('ADMIN', 'Alba Admin');
  const { api } = ctx;

  const orderFor = async (tag: string, email?: string) => {
    const supplier = await creator(
      api,
      '/api/supplier/create',
    )({ name: `Proveedor ${tag}`, email });
    const material = await materialCreator(api)(`MAT-${tag}`, { supplierId: supplier.id });
    return creator<any>(
      api,
      '/api/purchase-order/create',
    )({
      supplierId: supplier.id,
      lines: [{ materialId: material.id, quantity: 3, unitCostCents: 450 }],
    });
  };

  it("mails the PDF to the supplier's email and marks the order sent", async () => {
    const order = await orderFor('MAIL', 'ventas@proveedor.test');
    const res = await api('POST', `/api/purchase-order/${order.id}/send-email`);
    expect(okData(res, 'Orden de compra enviada por correo a ventas@proveedor.test')).toMatchObject(
      { status: 'SENT', sentAt: expect.any(String) },
    );
    const mail = await ctx.smtp.waitFor('ventas@proveedor.test');
    expect(mail.raw).toContain(`Subject: Orden de compra ${order.number}`);
    expect(mail.raw).toContain(`orden-de-compra-${order.number}.pdf`);
    expect(mail.raw).toContain('application/pdf');
  });

  it('refuses a supplier without email, and an order cancelled', async () => {
    const bare = await orderFor('NOMAIL');
    expectDataless(
      await api('POST', `/api/purchase-order/${bare.id}/send-email`),
      400,
      'El proveedor no tiene correo electrónico: agréguelo en Proveedores',
      'SUPPLIER_NO_EMAIL',
    );
    const cancelled = await orderFor('CANC', 'otro@proveedor.test');
    await api('POST', `/api/purchase-order/${cancelled.id}/cancel`);
    expectDataless(
      await api('POST', `/api/purchase-order/${cancelled.id}/send-email`),
      409,
      'No se envía una orden de compra cancelada',
      'STATUS_LOCKED',
    );
    expect(ctx.smtp.received.some((m) => m.to.includes('otro@proveedor.test'))).toBe(false);
  });
});
