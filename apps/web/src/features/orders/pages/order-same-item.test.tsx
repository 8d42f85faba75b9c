import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { BIRRETE, CLIENT, TOGA, page } from './order-editor.fixtures';
import { NewOrderGuidedPage, NewOrderPage } from './order-editor-pages';

const QUESTION = 'Ya está en el pedido';

function server() {
  return fakeApi({
    'GET /api/client?*': () => page([CLIENT]),
    'GET /api/product?*': () => page([TOGA, BIRRETE]),
    'GET /api/package?*': () => page([]),
    'GET /api/institution?*': () => page([]),
  });
}

describe('adding a product already in the order asks to add to its line', () => {
  signedInForEachTest();

  const addProduct = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
    await user.click(screen.getByLabelText('Agregar producto'));
    await user.click(await screen.findByRole('button', { name }));
  };

  it('quick entry: adds to its line, or a line of its own, or nothing', async () => {
    server();
    const user = userEvent.setup();
    renderInDataRouter(<NewOrderPage />, { path: '/director/dashboard/orders/create' });
    await screen.findByRole('heading', { name: 'Nuevo Pedido' });
    await addProduct(user, /^BIR-01 · Birrete · /);
    const birrete = screen.getByRole('region', { name: 'Artículo 1: BIR-01 · Birrete' });
    await user.clear(within(birrete).getByLabelText('Cantidad'));
    await user.type(within(birrete).getByLabelText('Cantidad'), '3');

    await addProduct(user, /^BIR-01 · Birrete · /);
    const question = await screen.findByRole('dialog', { name: QUESTION });
    expect(question).toHaveTextContent(
      'BIR-01 · Birrete ya está en el pedido (artículo 1, cantidad 3). ¿Sumar 1 a su cantidad, o agregar una línea aparte?',
    );
    await user.click(within(question).getByRole('button', { name: 'Sumar a su línea' }));
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
    expect(within(birrete).getByLabelText('Cantidad')).toHaveValue('4');
    expect(screen.queryByRole('region', { name: /Artículo 2/ })).toBeNull();

    await addProduct(user, /^BIR-01 · Birrete · /);
    await user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    expect(screen.queryByRole('region', { name: /Artículo 2/ })).toBeNull();

    await addProduct(user, /^BIR-01 · Birrete · /);
    await user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Agregar otra línea',
      }),
    );
    expect(
      screen.getByRole('region', { name: 'Artículo 2: BIR-01 · Birrete' }),
    ).toBeInTheDocument();
  });

  it('the guided flow asks the same at its products step', async () => {
    server();
    const user = userEvent.setup();
    renderInDataRouter(<NewOrderGuidedPage />, { path: '/director/dashboard/orders/create-new' });
    await user.type(await screen.findByLabelText('Cliente'), 'Luis');
    await user.click(await screen.findByRole('button', { name: 'Luis Quispe · Colegio San José' }));
    await user.type(screen.getByLabelText('Fecha de entrega'), '2030-03-15');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await addProduct(user, /^TOGA-01 · Toga · /);
    await addProduct(user, /^TOGA-01 · Toga · /);
    const question = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Sumar a su línea' }));
    expect(screen.getAllByRole('region', { name: /^Artículo \d/ })).toHaveLength(1);
  });
});
