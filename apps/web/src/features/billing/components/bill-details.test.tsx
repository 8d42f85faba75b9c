import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeBill } from '../pages/billing-pages.fixtures';
import { BillDetailsModal } from './bill-details';

afterEach(() => vi.restoreAllMocks());

describe('BillDetailsModal', () => {
  it("shows what an overpayment left as the client's credit, beside the payment that left it", async () => {
    const bill = makeBill({
      status: 'PAID',
      paidCents: 4000,
      owedCents: 0,
      creditCents: 2000,
      payments: [
        {
          id: 5,
          amountCents: 6000,
          paidAt: '2026-11-21',
          method: 'TRANSFER',
          status: 'APPROVED',
          excessCents: 2000,
          declaredCents: null,
        },
      ],
    });
    fakeApi({
      'GET /api/bill/:id': () => ({ data: bill }),
      'GET /api/bill/:id/reminders': () => ({ data: { items: [] } }),
    });
    renderWithProviders(<BillDetailsModal record={bill} onClose={() => {}} onPdf={() => {}} />);
    const details = await screen.findByRole('dialog', { name: `Nota de venta ${bill.number}` });
    const credit = within(details).getByText('Saldo a favor del cliente');
    expect(credit.nextSibling).toHaveTextContent('20,00');
    const payments = within(details).getByRole('region', { name: 'Pagos del documento' });
    expect(within(payments).getByText(/en exceso \(saldo a favor\)/)).toHaveTextContent('20,00');
    // Its reminders, below the payments.
    const reminders = within(details).getByRole('region', { name: 'Recordatorios' });
    await within(reminders).findByText('Aún no se envió ningún recordatorio de este documento.');
  });
});
