import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../pages/orders-page.fixtures';
import { OrderBalance } from './order-balance';

describe('OrderBalance', () => {
  it("shows 'Saldo a favor' only when an overpayment left the client a credit", () => {
    const { rerender } = render(<OrderBalance order={makeOrder({ creditCents: 2000 })} />);
    const figures = screen.getByLabelText('Importes del pedido');
    expect(within(figures).getByText('Saldo a favor').nextSibling).toHaveTextContent('20,00');
    rerender(<OrderBalance order={makeOrder({ creditCents: 0 })} />);
    expect(screen.queryByText('Saldo a favor')).toBeNull();
  });
});
