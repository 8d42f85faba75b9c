import { RECEIVABLE_MESSAGES as R, formatMoney } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makePayment } from '../pages/billing-pages.fixtures';
import { PaymentReviewModal } from './payment-review';

/** Money is formatted with no-break spaces; Testing Library reads them as plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('Verificación de pagos: Aprobar with the amount received and a note', () => {
  beforeEach(() => {
    resetToastDedup();
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} });
    localStorage.setItem('access_token', 'token-1');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends the received amount only when it differs, with the note, and shows the difference', async () => {
    const proof = makePayment({ amountCents: 130000 });
    const { calls } = fakeApi({
      'GET /api/payment/:id/file': () => ({ file: 'png' }),
      'POST /api/payment/:id/approve': () => ({
        message: R.paymentApprovedReceived(formatMoney(150000), formatMoney(130000)),
        data: { ...proof, status: 'APPROVED', amountCents: 150000, declaredCents: 130000 },
      }),
    });
    const onClose = vi.fn();
    renderWithProviders(<PaymentReviewModal payment={proof} onClose={onClose} />);
    const review = await screen.findByRole('dialog', { name: /Comprobante del pedido/ });
    await userEvent.click(within(review).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar comprobante' });
    const received = within(dialog).getByLabelText('Monto recibido (Bs)');
    expect(received).toHaveValue('1300,00');
    await userEvent.clear(received);
    await userEvent.type(received, '1500');
    expect(
      within(dialog).getByText(spaced(`Se recibió ${formatMoney(20000)} más de lo declarado`)),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nota (opcional)'), 'Extracto del banco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await screen.findByText(
      spaced(R.paymentApprovedReceived(formatMoney(150000), formatMoney(130000))),
    );
    expect(calls.find((c) => c.path === '/api/payment/5/approve')?.body).toEqual({
      note: 'Extracto del banco',
      receivedCents: 150000,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty amount in Spanish and sends nothing', async () => {
    const { calls } = fakeApi({ 'GET /api/payment/:id/file': () => ({ file: 'png' }) });
    renderWithProviders(<PaymentReviewModal payment={makePayment()} onClose={() => {}} />);
    const review = await screen.findByRole('dialog', { name: /Comprobante del pedido/ });
    await userEvent.click(within(review).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar comprobante' });
    await userEvent.clear(within(dialog).getByLabelText('Monto recibido (Bs)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(within(dialog).getByText(R.receivedInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an approval for another amount: received, declared and the note', async () => {
    fakeApi({ 'GET /api/payment/:id/file': () => ({ file: 'png' }) });
    const approved = makePayment({
      status: 'APPROVED',
      amountCents: 150000,
      declaredCents: 130000,
      approvalNote: 'Extracto del banco',
    });
    renderWithProviders(<PaymentReviewModal payment={approved} onClose={() => {}} />);
    const review = await screen.findByRole('dialog', { name: /Comprobante del pedido/ });
    expect(within(review).getByText('Monto recibido')).toBeInTheDocument();
    expect(
      within(review).getByText(
        spaced(`${formatMoney(130000)} — Se recibió ${formatMoney(20000)} más de lo declarado`),
      ),
    ).toBeInTheDocument();
    expect(within(review).getByText('Extracto del banco')).toBeInTheDocument();
  });
});
