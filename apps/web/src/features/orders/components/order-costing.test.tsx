import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../pages/orders-page.fixtures';
import { OrderCosting } from './order-costing';

describe('OrderCosting', () => {
  it("shows a director's cost and margin, per item and in total", () => {
    const order = makeOrder({
      costCents: 15281,
      marginCents: 29719,
      actualMaterialCostCents: null,
    });
    order.items = order.items.map((item) => ({ ...item, costCents: 15281, marginCents: 29719 }));
    render(<OrderCosting order={order} />);
    const section = screen.getByRole('region', { name: 'Costo y margen' });
    expect(
      within(section).getByText('Costo esperado', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('152,81');
    expect(within(section).getByText('Margen', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '297,19',
    );
    expect(within(section).getByText('Sin consumo registrado')).toBeInTheDocument();
    const row = within(section).getByRole('row', { name: /Toga de graduación/ });
    expect(row).toHaveTextContent('450,00');
  });

  it('shows nothing when the answer carries no cost (anyone but a director)', () => {
    const { container } = render(<OrderCosting order={makeOrder()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
