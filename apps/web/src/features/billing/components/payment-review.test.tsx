import { BILLING_MESSAGES as M, formatMoney } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makePayment } from '../pages/billing-pages.fixtures';
import { PaymentReviewModal } from './payment-review';

const proof = makePayment({ amountCents: 4000 });
/** Money is formatted with no-break spaces; Testing Library reads them as plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const refusal = spaced(M.overpayment(formatMoney(2000), formatMoney(2000)));
const overpaymentRefused = (): FakeAnswer => ({
  status: 409,
  code: 'OVERPAYMENT',
  message: M.overpayment(formatMoney(2000), formatMoney(2000)),
  data: { owedCents: 2000, excessCents: 2000 },
});

/** The review of `proof`, its approval refused as an overpayment, and the choice on screen. */
async function reviewRefusedApproval(onClose = vi.fn()) {
  renderWithProviders(<PaymentReviewModal payment={proof} onClose={onClose} />);
  const review = await screen.findByRole('dialog', {
    name: 'Comprobante del pedido PED-2026-00007',
  });
  await userEvent.click(within(review).getByRole('button', { name: 'Aprobar' }));
  const choice = await within(review).findByRole('alert');
  return { review, choice, onClose };
}

describe('Verificación de pagos: Registrar pago en exceso', () => {
  beforeEach(() => {
    resetToastDedup();
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} });
    localStorage.setItem('access_token', 'token-1');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the refusal with the choice instead of a toast, asks for the reason, then records it', async () => {
    let answer!: (a: FakeAnswer) => void;
    const { calls } = fakeApi({
      'GET /api/payment/:id/file': () => ({ file: 'png' }),
      'POST /api/payment/:id/approve': overpaymentRefused,
      'POST /api/payment/:id/approve-overpayment': () =>
        new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { review, choice, onClose } = await reviewRefusedApproval();
    expect(choice).toHaveTextContent(refusal);
    // One place says it: the review, not a toast besides.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(within(review).getByRole('button', { name: 'Aprobar' })).toBeDisabled();

    await userEvent.click(within(choice).getByRole('button', { name: 'Registrar pago en exceso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en exceso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago en exceso' }));
    expect(
      within(dialog).getByText('El motivo del pago en exceso es requerido'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/approve-overpayment'))).toBe(false);

    await userEvent.type(
      within(dialog).getByLabelText('Motivo del pago en exceso'),
      'El cliente transfirió dos veces',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago en exceso' }));
    // While it is saved, the dialog says so and cannot be sent twice.
    expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    answer({
      message: M.paymentApprovedWithExcess(formatMoney(2000)),
      data: {
        ...proof,
        status: 'APPROVED',
        excessCents: 2000,
        overpaymentReason: 'El cliente transfirió dos veces',
      },
    });
    await screen.findByText(spaced(M.paymentApprovedWithExcess(formatMoney(2000))));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.path === '/api/payment/5/approve-overpayment')?.body).toEqual({
      reason: 'El cliente transfirió dos veces',
    });
  });

  it('keeps the reason dialog open and says why when recording the excess fails', async () => {
    fakeApi({
      'GET /api/payment/:id/file': () => ({ file: 'png' }),
      'POST /api/payment/:id/approve': overpaymentRefused,
      'POST /api/payment/:id/approve-overpayment': () => ({
        status: 409,
        code: 'ALREADY_DECIDED',
        message: 'El comprobante ya fue revisado (Aprobado)',
      }),
    });
    const { choice, onClose } = await reviewRefusedApproval();
    await userEvent.click(within(choice).getByRole('button', { name: 'Registrar pago en exceso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en exceso' });
    await userEvent.type(within(dialog).getByLabelText('Motivo del pago en exceso'), 'Dos pagos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago en exceso' }));
    await screen.findByText('El comprobante ya fue revisado (Aprobado)');
    expect(screen.getByRole('dialog', { name: 'Registrar pago en exceso' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows an approved overpayment with its excess and reason', async () => {
    fakeApi({ 'GET /api/payment/:id/file': () => ({ file: 'png' }) });
    renderWithProviders(
      <PaymentReviewModal
        payment={makePayment({
          status: 'APPROVED',
          decidedAt: '2026-11-22T10:00:00.000Z',
          decidedBy: 'Ana',
          excessCents: 2000,
          overpaymentReason: 'El cliente transfirió dos veces',
        })}
        onClose={() => {}}
      />,
    );
    const review = await screen.findByRole('dialog', {
      name: 'Comprobante del pedido PED-2026-00007',
    });
    expect(
      within(review).getByText(spaced(`${formatMoney(2000)} — El cliente transfirió dos veces`)),
    ).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it("offers an approved payment's 'Recibo' (never a factura), not a pending one's", async () => {
    const api = fakeApi({
      'GET /api/payment/:id/file': () => ({ file: 'png' }),
      'GET /api/payment/:id/receipt': () => ({ file: '%PDF-' }),
    });
    const approved = makePayment({ status: 'APPROVED', decidedBy: 'Ana', decidedAt: '2026-11-22' });
    const { unmount } = renderWithProviders(
      <PaymentReviewModal payment={approved} onClose={() => {}} />,
    );
    const review = await screen.findByRole('dialog', {
      name: 'Comprobante del pedido PED-2026-00007',
    });
    expect(review.textContent).not.toMatch(/\bfacturas?\b/i);
    await userEvent.click(within(review).getByRole('button', { name: 'Descargar recibo' }));
    expect(api.calls.some((c) => c.path === '/api/payment/5/receipt')).toBe(true);
    unmount();
    renderWithProviders(<PaymentReviewModal payment={proof} onClose={() => {}} />);
    const pending = await screen.findByRole('dialog', {
      name: 'Comprobante del pedido PED-2026-00007',
    });
    expect(within(pending).queryByRole('button', { name: 'Descargar recibo' })).toBeNull();
  });
});
