import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillOfMaterials } from '@taller/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeMaterial } from '../pages/materials-page.fixtures';
import { ProductMaterialsSection } from './product-materials-section';

const cloth = makeMaterial({ id: 5, code: 'TELA', name: 'Tela de raso', unit: 'metro' });
const EMPTY: BillOfMaterials = {
  productId: 9,
  sizes: [
    { id: 1, name: 'S' },
    { id: 2, name: 'L' },
  ],
  items: [],
};

describe('ProductMaterialsSection', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sets the materials per unit with a quantity for one size, and shows them', async () => {
    let bom = EMPTY;
    const { calls } = fakeApi({
      'GET /api/product/:id/materials': () => ({ data: bom }),
      'GET /api/material?*': () => ({ data: { items: [cloth], total: 1, page: 1, pageSize: 100 } }),
      'PUT /api/product/:id/materials': ({ body }) => {
        const input = body as {
          items: {
            materialId: number;
            quantity: number;
            sizes: { sizeId: number; quantity: number }[];
          }[];
        };
        bom = {
          ...EMPTY,
          items: input.items.map((item) => ({
            material: {
              id: cloth.id,
              code: cloth.code,
              name: cloth.name,
              unit: cloth.unit,
              color: null,
              deleted: false,
            },
            quantity: item.quantity,
            sizes: item.sizes.map((s) => ({ ...s, name: s.sizeId === 2 ? 'L' : 'S' })),
          })),
        };
        return { message: 'Materiales por unidad guardados', data: bom };
      },
    });
    renderWithProviders(<ProductMaterialsSection productId={9} />);
    const section = await screen.findByRole('region', { name: 'Materiales por unidad' });
    await within(section).findByText('Este producto no tiene materiales por unidad.');
    await userEvent.click(within(section).getByRole('button', { name: 'Editar materiales' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Agregar material' }));
    await within(section).findByRole('option', { name: 'TELA · Tela de raso (metro)' });
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Material' }),
      'TELA · Tela de raso (metro)',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar materiales' }));
    expect(
      await within(section).findByText('Fila 1: ingrese una cantidad mayor que 0'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(section).getByLabelText('Cantidad por unidad del material 1'),
      '2,5',
    );
    await userEvent.type(
      within(section).getByLabelText('Cantidad para la talla L del material 1'),
      '3,25',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar materiales' }));
    expect(await within(section).findByText('2,5 metro por unidad')).toBeInTheDocument();
    expect(within(section).getByText('Talla L: 3,25 metro')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      items: [{ materialId: 5, quantity: 2.5, sizes: [{ sizeId: 2, quantity: 3.25 }] }],
    });
  });
});
