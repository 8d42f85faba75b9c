import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeBill } from '../pages/billing-pages.fixtures';
import { BillDetailsModal } from './bill-details';

afterEach(() => {
  vi.restoreAllMocks();
  resetToastDedup();
});

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

  it("changes 'Vence' through 'Cambiar vencimiento': the server's words, the bill refreshed", async () => {
    const user = userEvent.setup();
    let bill = makeBill({ dueDate: '2026-12-20' });
    const { calls } = fakeApi({
      'GET /api/bill/:id': () => ({ data: bill }),
      'PUT /api/bill/:id/due-date': ({ body }) => {
        const { dueDate } = body as { dueDate: string };
        if (dueDate < '2026-11-01')
          return {
            status: 400,
            code: 'INVALID_INPUT',
            message: 'La fecha de vencimiento no puede ser anterior a la emisión',
          };
        bill = { ...bill, dueDate };
        return { message: 'Fecha de vencimiento guardada', data: bill };
      },
    });
    renderWithProviders(<BillDetailsModal record={bill} onClose={() => {}} onPdf={() => {}} />);
    const details = await screen.findByRole('dialog', { name: `Nota de venta ${bill.number}` });
    expect(within(details).getByText('20/12/2026')).toBeInTheDocument();
    await user.click(
      within(details).getByRole('button', { name: `Cambiar vencimiento de ${bill.number}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Cambiar vencimiento de ${bill.number}`,
    });
    const field = within(dialog).getByLabelText('Vence el');
    expect(field).toHaveValue('2026-12-20');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar vencimiento' }));
    expect(await within(dialog).findByText('Indique la fecha de vencimiento')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // The server refuses a date before the issue: its words, and the dialog keeps the date.
    await user.type(field, '2026-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar vencimiento' }));
    await screen.findByText('La fecha de vencimiento no puede ser anterior a la emisión');
    expect(field).toHaveValue('2026-10-01');

    await user.clear(field);
    await user.type(field, '2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar vencimiento' }));
    await screen.findByText('Fecha de vencimiento guardada');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [`/api/bill/${bill.id}/due-date`, { dueDate: '2026-10-01' }],
      [`/api/bill/${bill.id}/due-date`, { dueDate: '2026-11-15' }],
    ]);
    expect(
      screen.queryByRole('dialog', { name: `Cambiar vencimiento de ${bill.number}` }),
    ).not.toBeInTheDocument();
    expect(await within(details).findByText('15/11/2026')).toBeInTheDocument();
  });
});
