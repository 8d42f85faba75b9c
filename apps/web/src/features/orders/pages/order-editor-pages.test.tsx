import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { BIRRETE, CLIENT, TOGA, orderCreated, page } from './order-editor.fixtures';
import { makeOrder } from './orders-page.fixtures';
import { EditOrderPage, NewOrderPage } from './order-editor-pages';

describe('Nuevo Pedido / Editar Pedido', () => {
  signedInForEachTest();

  it('creates an order: client searched on the server, its institution, items with live totals, a pasted roster fixed row by row', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/client?*': ({ query }) => page(query.q ? [CLIENT] : []),
      'GET /api/product?*': () => page([TOGA, BIRRETE]),
      'GET /api/package?*': () => page([]),
      'GET /api/institution?*': () => page([]),
      'POST /api/order/create': orderCreated,
    });
    const router = renderInDataRouter(<NewOrderPage />, {
      path: '/director/dashboard/orders/create',
    });
    expect(await screen.findByRole('heading', { name: 'Nuevo Pedido' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cliente'), 'Luis');
    await user.click(await screen.findByRole('button', { name: 'Luis Quispe · Colegio San José' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/client?q=Luis'))).toBe(true),
    );
    expect(screen.getByText('Colegio San José')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Fecha de entrega'), '2030-03-15');

    await user.click(screen.getByLabelText('Agregar producto'));
    await user.click(await screen.findByRole('button', { name: /BIR-01 · Birrete/ }));
    const birrete = screen.getByRole('region', { name: 'Artículo 1: BIR-01 · Birrete' });
    await user.clear(within(birrete).getByLabelText('Cantidad'));
    await user.type(within(birrete).getByLabelText('Cantidad'), '3');
    expect(within(birrete).getByLabelText('Subtotal del artículo 1')).toHaveTextContent('76,50');

    await user.click(screen.getByLabelText('Agregar producto'));
    await user.click(await screen.findByRole('button', { name: /TOGA-01 · Toga/ }));
    const toga = screen.getByRole('region', { name: 'Artículo 2: TOGA-01 · Toga' });
    await user.click(within(toga).getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const paste = within(toga).getByRole('region', { name: 'Pegar lista de personas' });
    const box = within(paste).getByRole('textbox');
    await user.click(box);
    await user.paste('Ana Pérez\t150,5\nLuis Soto\t12\n\t160\nMara Luna\t172');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    expect(await within(paste).findByText('2 filas correctas, 2 con errores.')).toBeInTheDocument();
    expect(
      within(paste).getByText('La estatura debe estar entre 100cm y 250cm'),
    ).toBeInTheDocument();
    expect(within(paste).getByText('El nombre es requerido')).toBeInTheDocument();
    await user.click(within(paste).getByRole('button', { name: 'Agregar 2 filas correctas' }));
    // The bad rows stay, as pasted, to be fixed.
    expect(box).toHaveValue('Luis Soto\t12\n\t160');
    await user.clear(box);
    await user.paste('Luis Soto\t125\nEva Paz\t160');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    await user.click(
      await within(paste).findByRole('button', { name: 'Agregar 2 filas correctas' }),
    );
    expect(within(toga).getByRole('heading', { name: 'Personas (4)' })).toBeInTheDocument();
    expect(within(toga).getByLabelText('Cantidad')).toHaveValue('4');
    expect(within(toga).getByLabelText('Subtotal del artículo 2')).toHaveTextContent('600,00');
    expect(screen.getByLabelText('Total del pedido')).toHaveTextContent('676,50');
    // A size other than the suggested one is marked.
    await user.selectOptions(within(toga).getByLabelText('Talla de la persona 1'), 'L');
    expect(within(toga).getByText('Talla cambiada (sugerida: M)')).toBeInTheDocument();
    // The height input of the SPEC checks as the user types.
    const height = within(toga).getByLabelText('Estatura de la persona 2');
    await user.clear(height);
    await user.type(height, '300');
    await user.tab();
    expect(
      within(toga).getByText('La estatura debe estar entre 100cm y 250cm'),
    ).toBeInTheDocument();
    await user.clear(height);
    await user.type(height, '172');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/director/dashboard/orders'));
    const sent = calls.find((c) => c.path === '/api/order/create')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      clientId: 7,
      institutionId: 3,
      promisedDate: '2030-03-15',
      items: [
        { productId: 12, quantity: 3, unitPriceCents: 2550, discountCents: 0, people: [] },
        {
          productId: 11,
          unitPriceCents: 15000,
          people: [
            { name: 'Ana Pérez', heightCm: 150.5, size: 'L' },
            { name: 'Mara Luna', heightCm: 172, size: null },
            { name: 'Luis Soto', heightCm: 125, size: null },
            { name: 'Eva Paz', heightCm: 160, size: null },
          ],
        },
      ],
    });
  });

  it('imports a CSV file into the roster box and checks it at once, like a paste', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/product?*': () => page([TOGA]),
      'GET /api/package?*': () => page([]),
    });
    renderInDataRouter(<NewOrderPage />, { path: '/o/create' });
    await user.click(await screen.findByLabelText('Agregar producto'));
    await user.click(await screen.findByRole('button', { name: /TOGA-01 · Toga/ }));
    await user.click(screen.getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const csv = new File(['nombre;estatura\r\nAna Pérez;150,5\r\n'], 'curso.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Importar archivo CSV'), csv);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Pegue las filas/ })).toHaveValue(
        'nombre;estatura\nAna Pérez;150,5\n',
      ),
    );
    // Checked as soon as it is read, without 'Revisar filas'.
    await user.click(await screen.findByRole('button', { name: 'Agregar 1 filas correctas' }));
    expect(screen.getByLabelText('Nombre de la persona 1')).toHaveValue('Ana Pérez');
    // Read in the browser by the shared parser: nothing was sent.
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('lists what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({});
    renderInDataRouter(<NewOrderPage />, { path: '/o/create' });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El cliente es requerido');
    expect(alert).toHaveTextContent('Ingrese una fecha válida (AAAA-MM-DD)');
    expect(alert).toHaveTextContent('Agregue al menos un producto o paquete');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps what was typed when the order was changed by someone else (409)', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ number: 'PED-2026-00001' });
    fakeApi({
      'GET /api/order/:id': () => ({ data: order }),
      'PUT /api/order/update': () => ({
        status: 409,
        message: 'El pedido fue modificado por otra persona. Recargue para ver los cambios.',
      }),
    });
    const router = renderInDataRouter(<EditOrderPage />, {
      path: `/director/dashboard/orders/${order.id}/edit`,
      route: '/director/dashboard/orders/:orderId/edit',
    });
    const notes = await screen.findByLabelText('Notas');
    await user.type(notes, 'Entregar en la tarde');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El pedido fue modificado por otra persona. Recargue para ver los cambios.',
    );
    expect(screen.getByLabelText('Notas')).toHaveValue('Entregar en la tarde');
    expect(router.state.location.pathname).toBe(`/director/dashboard/orders/${order.id}/edit`);
    // Leaving with the unsaved text asks first.
    await user.click(screen.getByRole('link', { name: 'Volver a Pedidos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByLabelText('Notas')).toHaveValue('Entregar en la tarde');
  });

  it('shows delivered orders as read-only and unknown ones as not found', async () => {
    fakeApi({
      'GET /api/order/:id': ({ params }) =>
        params.id === '5'
          ? { data: makeOrder({ status: 'DELIVERED' }) }
          : { status: 404, message: 'Pedido no encontrado' },
    });
    renderInDataRouter(<EditOrderPage />, { path: '/o/5/edit', route: '/o/:orderId/edit' });
    expect(
      await screen.findByText('Un pedido Entregado no se puede modificar'),
    ).toBeInTheDocument();
  });
});
