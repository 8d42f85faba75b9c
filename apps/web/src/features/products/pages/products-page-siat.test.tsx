import type { Product } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { makeProduct } from './products-page.fixtures';
import { ProductsPage } from './products-page';

const PATH = '/director/dashboard/products';
const CATALOGUES: Record<
  string,
  { code: string; description: string; activityCode: string | null }[]
> = {
  activities: [{ code: '141000', description: 'Confección de prendas', activityCode: null }],
  products: [{ code: '62111', description: 'Prendas escolares', activityCode: '141000' }],
  units: [
    { code: '58', description: 'UNIDAD (SERVICIOS)', activityCode: null },
    { code: '62', description: 'PIEZAS', activityCode: null },
  ],
};
const catalogue = ({ params, query }: FakeRequest) => {
  const items = CATALOGUES[params.name!]!.filter(
    (e) => !query.q || `${e.code} ${e.description}`.toLowerCase().includes(query.q.toLowerCase()),
  );
  return { data: { items, total: items.length, page: 1, pageSize: 20, syncedAt: 'x' } };
};

function fakeServer(product: Product, mode: 'NONE' | 'SIAT_COMPUTARIZADA') {
  return fakeApi({
    'GET /api/product?*': ({ query }) => pagedAnswer([product], query),
    'GET /api/product/:id': () => ({ data: product }),
    'GET /api/line/all/active': () => ({ data: [] }),
    'GET /api/size-chart?*': ({ query }) => pagedAnswer([], query),
    'PUT /api/product/update': ({ body }) => ({ message: 'Producto actualizado', data: body }),
    'GET /api/siat/status': () => ({
      data: {
        mode,
        environment: 'PILOTO',
        cufdValidUntil: null,
        lastSync: null,
        contingency: null,
      },
    }),
    'GET /api/siat/catalogue/:name?*': catalogue,
  });
}

/** Issue 36: a product's SIN codes on its form ('Datos SIAT'). */
describe('ProductsPage: Datos SIAT', () => {
  signedInForEachTest();

  it('with SIAT, sets the unit and sends only the codes that changed', async () => {
    const product = makeProduct({
      name: 'Polo escolar',
      siatActivityCode: '141000',
      siatProductCode: '62111',
      siatUnitCode: '58',
    });
    const { calls } = fakeServer(product, 'SIAT_COMPUTARIZADA');
    renderWithProviders(<ProductsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Polo escolar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Producto' });
    const siat = await within(form).findByRole('group', { name: 'Datos SIAT' });
    expect(await within(siat).findByText('62111 — Prendas escolares')).toBeInTheDocument();
    await userEvent.click(within(siat).getByRole('button', { name: 'Cambiar unidad de medida' }));
    await userEvent.type(within(siat).getByRole('combobox', { name: 'Unidad de medida' }), 'piez');
    await userEvent.click(await screen.findByRole('option', { name: /PIEZAS/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Producto actualizado');
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.siatUnitCode).toBe('62');
    expect(body).not.toHaveProperty('siatActivityCode');
    expect(body).not.toHaveProperty('siatProductCode');
  });

  it('without SIAT, shows no SIN fields and keeps the saved codes untouched', async () => {
    const product = makeProduct({ name: 'Polo escolar', siatActivityCode: '141000' });
    const { calls } = fakeServer(product, 'NONE');
    renderWithProviders(<ProductsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Polo escolar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Producto' });
    await within(form).findByLabelText('Nombre');
    expect(within(form).queryByRole('group', { name: 'Datos SIAT' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Producto actualizado');
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(Object.keys(body).filter((k) => k.startsWith('siat'))).toEqual([]);
  });
});
