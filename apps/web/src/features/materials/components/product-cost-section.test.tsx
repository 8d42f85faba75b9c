import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCost } from '@taller/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ProductCostSection } from './product-cost-section';

const COST: ProductCost = {
  productId: 9,
  own: { labourCents: null, overheadCents: null },
  line: { lineId: 2, name: 'Gala', labourCents: 500, overheadCents: null },
  labourCents: 500,
  overheadCents: 0,
  hasMaterials: true,
  sizes: [
    { sizeId: 1, name: 'S', materialCents: 2000, unitCostCents: 2500 },
    { sizeId: 2, name: 'L', materialCents: 3000, unitCostCents: 3500 },
  ],
};

describe('ProductCostSection', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows a unit's cost per size and sets the product's own overhead", async () => {
    let cost = COST;
    const { calls } = fakeApi({
      'GET /api/product/:id/cost': () => ({ data: cost }),
      'PUT /api/product/:id/cost': ({ body }) => {
        const own = body as ProductCost['own'];
        cost = { ...COST, own, overheadCents: own.overheadCents ?? 0 };
        return { message: 'Costos del producto guardados', data: cost };
      },
    });
    renderWithProviders(<ProductCostSection productId={9} />);
    const section = await screen.findByRole('region', { name: 'Costo y margen' });
    await within(section).findByText(/Por defecto de la línea Gala/);
    const l = within(section).getByRole('row', { name: /^L / });
    expect(l).toHaveTextContent('35,00');
    const overhead = within(section).getByLabelText('Gastos generales por unidad (Bs)');
    await userEvent.type(overhead, 'doce');
    expect(
      within(section).getByText('Ingrese un monto en Bs con hasta dos decimales'),
    ).toBeVisible();
    await userEvent.clear(overhead);
    await userEvent.type(overhead, '1,50');
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar costos' }));
    await within(section).findByText(/Gastos generales por unidad: Bs.1,50$/);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      labourCents: null,
      overheadCents: 150,
    });
  });
});
