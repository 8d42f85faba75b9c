import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { CLIENT, TOGA, orderCreated, page } from './order-editor.fixtures';
import { makeOrder } from './orders-page.fixtures';
import { EditOrderGuidedPage, NewOrderGuidedPage } from './order-editor-pages';

const STALE = 'El pedido fue modificado por otra persona. Recargue para ver los cambios.';

describe('Nuevo Pedido / Editar Pedido as a guided flow', () => {
  signedInForEachTest();

  it('goes Cliente → Productos y paquetes → Personas y tallas (bad rows fixed in place) → Revisión → Guardar', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/client?*': () => page([CLIENT]),
      'GET /api/product?*': () => page([TOGA]),
      'GET /api/package?*': () => page([]),
      'GET /api/institution?*': () => page([]),
      'POST /api/order/create': orderCreated,
    });
    const router = renderInDataRouter(<NewOrderGuidedPage />, {
      path: '/director/dashboard/orders/create-new',
    });
    expect(await screen.findByRole('heading', { name: 'Nuevo Pedido' })).toBeInTheDocument();
    // Issue 34: the one 'Nuevo Pedido' leads here; one line says what quick entry is for.
    const quick = screen.getByRole('link', { name: 'Edición rápida' });
    expect(quick).toHaveAttribute('href', '/director/dashboard/orders/create');
    expect(quick.closest('p')).toHaveTextContent(
      'Paso a paso: cliente, productos, personas y tallas, y revisión antes de guardar. ¿Ya tiene todos los datos? Cárguelos en una sola página: Edición rápida.',
    );
    expect(screen.getByRole('heading', { name: '1. Cliente' })).toBeInTheDocument();
    // A step is left only once it is complete.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El cliente es requerido');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha de entrega es requerida');
    await user.type(screen.getByLabelText('Cliente'), 'Luis');
    await user.click(await screen.findByRole('button', { name: 'Luis Quispe · Colegio San José' }));
    await user.type(screen.getByLabelText('Fecha de entrega'), '2030-03-15');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('heading', { name: '2. Productos y paquetes' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Agregar producto'));
    await user.click(await screen.findByRole('button', { name: /TOGA-01 · Toga/ }));
    // The people are the next step's.
    expect(screen.queryByRole('button', { name: 'Pegar desde hoja de cálculo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('heading', { name: '3. Personas y tallas' })).toBeInTheDocument();
    const toga = screen.getByRole('region', { name: 'Personas de TOGA-01 · Toga' });
    await user.click(within(toga).getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const paste = within(toga).getByRole('region', { name: 'Pegar lista de personas' });
    await user.click(within(paste).getByRole('textbox'));
    await user.paste('Ana Pérez\t150,5\nLuis Soto\t12\n\t160\nMara Luna\t172');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    expect(await within(paste).findByText('2 filas correctas, 2 con errores.')).toBeInTheDocument();
    // A bad height shows what was typed, beside its Spanish error.
    const luis = within(paste).getByRole('row', { name: /Luis Soto/ });
    expect(luis).toHaveTextContent('12');
    expect(luis).toHaveTextContent('La estatura debe estar entre 100cm y 250cm');
    await user.click(
      within(paste).getByRole('button', { name: 'Agregar 4 filas y corregir 2 en la lista' }),
    );
    // Every row is in the roster; the bad ones are marked there, and keep the step from being left.
    expect(within(toga).getByRole('heading', { name: 'Personas (4)' })).toBeInTheDocument();
    expect(within(toga).getByLabelText('Estatura de la persona 2')).toHaveValue('12');
    expect(within(toga).getByLabelText('Estatura de la persona 2')).toHaveAccessibleDescription(
      /La estatura debe estar entre 100cm y 250cm/,
    );
    expect(within(toga).getByLabelText('Nombre de la persona 3')).toHaveAccessibleDescription(
      /El nombre es requerido/,
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Corrija las filas marcadas antes de continuar',
    );
    await user.clear(within(toga).getByLabelText('Estatura de la persona 2'));
    await user.type(within(toga).getByLabelText('Estatura de la persona 2'), '125');
    await user.type(within(toga).getByLabelText('Nombre de la persona 3'), 'Eva Paz');
    expect(within(toga).getByLabelText('Nombre de la persona 3')).not.toHaveAccessibleDescription(
      /requerido/,
    );
    // The size is suggested by height; another one is marked.
    await user.selectOptions(within(toga).getByLabelText('Talla de la persona 1'), 'L');
    expect(within(toga).getByText('Talla cambiada (sugerida: M)')).toBeInTheDocument();
    // The counts per size beside the grid follow.
    expect(
      within(toga).getByRole('complementary', { name: 'Personas por talla' }),
    ).toHaveTextContent(/S1M1L2$/);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('heading', { name: '4. Revisión' })).toBeInTheDocument();
    expect(screen.getByText('Luis Quispe')).toBeInTheDocument();
    expect(screen.getByText('15/03/2030')).toBeInTheDocument();
    expect(screen.getByText('TOGA-01 · Toga · 4 personas')).toBeInTheDocument();
    expect(screen.getByLabelText('Total del pedido')).toHaveTextContent('600,00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/director/dashboard/orders'));
    // The pasted rows were read in the browser: the only write is the save.
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([
      '/api/order/create',
    ]);
    expect(calls.find((c) => c.path === '/api/order/create')?.body).toMatchObject({
      clientId: 7,
      promisedDate: '2030-03-15',
      items: [
        {
          productId: 11,
          people: [
            { name: 'Ana Pérez', heightCm: 150.5, size: 'L' },
            { name: 'Luis Soto', heightCm: 125, size: null },
            { name: 'Eva Paz', heightCm: 160, size: null },
            { name: 'Mara Luna', heightCm: 172, size: null },
          ],
        },
      ],
    });
  });

  it('opens an order of quick entry, keeps what was typed on a 409 and asks before leaving', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ number: 'PED-2026-00007' });
    fakeApi({
      'GET /api/order/:id': () => ({ data: order }),
      'PUT /api/order/update': () => ({ status: 409, message: STALE }),
    });
    const router = renderInDataRouter(<EditOrderGuidedPage />, {
      path: `/director/dashboard/orders/${order.id}/edit-new`,
      route: '/director/dashboard/orders/:orderId/edit-new',
    });
    expect(await screen.findByText(/PED-2026-00007 · Pendiente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edición rápida' })).toHaveAttribute(
      'href',
      `/director/dashboard/orders/${order.id}/edit`,
    );
    await user.type(screen.getByLabelText('Notas'), 'Entregar en la tarde');
    await user.click(screen.getByRole('button', { name: /Personas y tallas/ }));
    expect(screen.getByLabelText('Nombre de la persona 1')).toHaveValue(
      order.items[0]!.people[0]!.name,
    );
    await user.click(screen.getByRole('button', { name: /Revisión/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    await user.click(screen.getByRole('button', { name: /Cliente$/ }));
    expect(screen.getByLabelText('Notas')).toHaveValue('Entregar en la tarde');
    await user.click(screen.getByRole('link', { name: 'Edición rápida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe(`/director/dashboard/orders/${order.id}/edit-new`);
  });
});
