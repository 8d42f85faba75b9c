import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { signedInForEachTest } from '../../../test/signed-in';
import { renderWithProviders } from '../../../test/render';
import { makeOrder } from '../../orders/pages/orders-page.fixtures';
import { makeBill } from '../pages/billing-pages.fixtures';
import { IssueBillDialog } from './issue-bill-dialog';

/** Issue 36: what the issue dialog adds for SIAT (the contingency, the NIT exception). */
describe('Emitir: SIAT', () => {
  signedInForEachTest(null);

  const pickOrder = async (dialog: HTMLElement) => {
    await userEvent.type(within(dialog).getByLabelText('Pedido'), 'PED');
    await userEvent.click(await within(dialog).findByRole('button', { name: /PED-2026-00007/ }));
  };

  it('offers the NIT exception when SIAT refuses the NIT, and resends with it', async () => {
    const onIssued = vi.fn();
    const { calls } = fakeApi({
      'GET /api/siat/status': () => ({
        data: {
          mode: 'SIAT_COMPUTARIZADA',
          environment: 'PILOTO',
          cufdValidUntil: null,
          lastSync: null,
          contingency: { since: new Date().toISOString(), pending: 2 },
        },
      }),
      'GET /api/order?*': () => ({
        data: {
          items: [makeOrder({ id: 7, number: 'PED-2026-00007' })],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
      'POST /api/bill/create': ({ body }) =>
        (body as { nitException?: boolean }).nitException
          ? { message: 'Factura F-000001 emitida', data: makeBill() }
          : {
              status: 422,
              code: 'NIT_INVALID',
              message: 'El SIAT dice que el NIT 999 no es válido',
            },
    });
    renderWithProviders(
      <IssueBillDialog title="Emitir factura" isOpen onClose={() => {}} onIssued={onIssued} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(/En contingencia desde \d\d:\d\d — 2 facturas por enviar/),
    ).toBeInTheDocument();
    await pickOrder(dialog);
    await userEvent.click(within(dialog).getByLabelText('Total del pedido'));
    await userEvent.type(within(dialog).getByLabelText('NIT/CI del cliente'), '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    const offer = await within(dialog).findByRole('button', {
      name: 'Emitir igual con este NIT (excepción)',
    });
    await userEvent.click(offer);
    await vi.waitFor(() => expect(onIssued).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      { orderId: 7, kind: 'TOTAL', billingTaxId: '999' },
      { orderId: 7, kind: 'TOTAL', billingTaxId: '999', nitException: true },
    ]);
  });

  it('forgets the offer once the NIT is changed', async () => {
    fakeApi({
      'GET /api/siat/status': () => ({ status: 500, message: 'x' }),
      'GET /api/order?*': () => ({
        data: {
          items: [makeOrder({ id: 7, number: 'PED-2026-00007' })],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
      'POST /api/bill/create': () => ({
        status: 422,
        code: 'NIT_INVALID',
        message: 'El SIAT dice que el NIT 999 no es válido',
      }),
    });
    renderWithProviders(
      <IssueBillDialog title="Emitir factura" isOpen onClose={() => {}} onIssued={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    await pickOrder(dialog);
    await userEvent.click(within(dialog).getByLabelText('Total del pedido'));
    await userEvent.type(within(dialog).getByLabelText('NIT/CI del cliente'), '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    await within(dialog).findByRole('button', { name: 'Emitir igual con este NIT (excepción)' });
    await userEvent.type(within(dialog).getByLabelText('NIT/CI del cliente'), '1');
    expect(
      within(dialog).queryByRole('button', { name: 'Emitir igual con este NIT (excepción)' }),
    ).not.toBeInTheDocument();
  });
});
