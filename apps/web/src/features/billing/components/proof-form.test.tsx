import { BILLING_MESSAGES as M, formatMoney } from '@taller/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { ProofForm, type ProofSave } from './proof-form';

/** A save that the server refuses with `error`. */
const refusedWith = (error: Error): ProofSave => ({
  mutate: (_input, { onError }) => onError(error),
  isPending: false,
});

async function sendProof(save: ProofSave) {
  render(
    <ProofForm
      order={<p>PED-2026-00007</p>}
      orderId={7}
      bills={[]}
      initialAmountCents={5000}
      submitLabel="Enviar comprobante"
      save={save}
      onClose={vi.fn()}
    />,
  );
  await userEvent.upload(
    screen.getByLabelText('Comprobante'),
    new File(['png'], 'pago.png', { type: 'image/png' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enviar comprobante' }));
}

describe('ProofForm', () => {
  it('puts a refusal for more than is owed beside the amount, naming what is owed', async () => {
    const message = M.amountOverOwed(formatMoney(3500));
    await sendProof(refusedWith(new ApiError(400, message, null, 'AMOUNT_OVER_OWED')));
    const amount = screen.getByRole('textbox', { name: 'Monto (Bs)' });
    expect(amount).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal above the form', async () => {
    await sendProof(refusedWith(new ApiError(404, 'Pedido no encontrado', null, 'NOT_FOUND')));
    expect(screen.getByText('Pedido no encontrado')).toBeInTheDocument();
  });
});
