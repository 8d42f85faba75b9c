import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { BIRRETE, CLIENT, TOGA, orderCreated, page } from './order-editor.fixtures';
import { NewOrderGuidedPage } from './order-editor-pages';

/** 'Pack escolar': a sized gown and an unsized cap (issue 34: a pack carries a roster). */
const PACK = {
  id: 21,
  code: 'PCK-01',
  name: 'Pack escolar',
  priceCents: 16000,
  items: [
    { productId: TOGA.id, quantity: 1, product: TOGA },
    { productId: BIRRETE.id, quantity: 1, product: BIRRETE },
  ],
};

describe('a pack item takes a roster in the guided flow', () => {
  signedInForEachTest();

  it('sizes each person for the pack’s sized product, one changed, and sends the sizes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/client?*': () => page([CLIENT]),
      'GET /api/product?*': () => page([]),
      'GET /api/package?*': () => page([PACK]),
      'GET /api/institution?*': () => page([]),
      'POST /api/order/create': orderCreated,
    });
    const router = renderInDataRouter(<NewOrderGuidedPage />, {
      path: '/director/dashboard/orders/create-new',
    });
    await user.type(await screen.findByLabelText('Cliente'), 'Luis');
    await user.click(await screen.findByRole('button', { name: 'Luis Quispe · Colegio San José' }));
    await user.type(screen.getByLabelText('Fecha de entrega'), '2030-03-15');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByLabelText('Agregar paquete'));
    await user.click(await screen.findByRole('button', { name: /PCK-01 · Pack escolar/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('heading', { name: '3. Personas y tallas' })).toBeInTheDocument();
    const pack = screen.getByRole('region', { name: 'Personas de PCK-01 · Pack escolar' });
    await user.click(within(pack).getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const paste = within(pack).getByRole('region', { name: 'Pegar lista de personas' });
    await user.click(within(paste).getByRole('textbox'));
    await user.paste('Ana Pérez\t150,5\nLuis Soto\t125\nMara Luna\t172');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    await user.click(await within(paste).findByRole('button', { name: /Agregar 3 filas/ }));
    // One size a sized product of the pack: the gown's, suggested by height; the cap has none.
    expect(within(pack).queryByLabelText('Talla (BIR-01) de la persona 1')).toBeNull();
    await user.selectOptions(within(pack).getByLabelText('Talla (TOGA-01) de la persona 1'), 'L');
    expect(within(pack).getByText('Talla cambiada (sugerida: M)')).toBeInTheDocument();
    expect(
      within(pack).getByRole('region', { name: 'Personas por talla de TOGA-01' }),
    ).toHaveTextContent('S1M0L2');
    // A school's pack keeps each pupil's course.
    await user.type(within(pack).getByRole('textbox', { name: 'Curso de la persona 2' }), '3° B');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('PCK-01 · Pack escolar · 3 personas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/director/dashboard/orders'));
    expect(calls.find((c) => c.path === '/api/order/create')?.body).toMatchObject({
      items: [
        {
          packageId: 21,
          people: [
            { name: 'Ana Pérez', heightCm: 150.5, sizes: [{ productId: TOGA.id, size: 'L' }] },
            { name: 'Luis Soto', heightCm: 125, course: '3° B', sizes: [] },
            { name: 'Mara Luna', heightCm: 172, sizes: [] },
          ],
        },
      ],
    });
  });
});
