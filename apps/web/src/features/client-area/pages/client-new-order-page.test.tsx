import type { Catalogue } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeOrder } from '../../orders/pages/orders-page.fixtures';
import { ClientNewOrderPage } from './client-new-order-page';

afterEach(() => vi.restoreAllMocks());

const SIZES = [
  { id: 1, name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { id: 2, name: 'M', minHeightCm: 150, maxHeightCm: 250 },
];
const CATALOGUE: Catalogue = {
  products: [
    {
      id: 11,
      code: 'TOGA-01',
      name: 'Toga',
      kind: 'GARMENT',
      model: { id: 2, name: 'Clásica', lineId: 4, line: { id: 4, name: 'Gala' } },
      modelColor: {
        id: 8,
        modelId: 2,
        baseName: 'Negro',
        baseHexa: '#000000',
        frameName: 'Dorado',
        frameHexa: '#d4af37',
      },
      priceCents: 15000,
      unit: 'unidad',
      description: [],
      sizes: SIZES,
      media: [{ id: 1, url: '/media/toga.png', fileType: 'IMAGE', displayOrder: 1 }],
    },
  ],
  packages: [],
};

function server() {
  return fakeApi({
    'GET /api/client-area/catalogue?*': () => ({ data: CATALOGUE }),
    'GET /api/client-area/catalogue': () => ({ data: CATALOGUE }),
    'POST /api/client-area/orders/create': () => ({
      message: 'Pedido enviado. Le avisaremos cuando pase a producción.',
      data: makeOrder(),
    }),
    'GET /api/client-area/orders/:id': () => ({ data: makeOrder({ notes: 'Como el año pasado' }) }),
  });
}

describe('Nuevo pedido', () => {
  it('picks from the catalogue, takes people with heights, reviews and sends', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithProviders(<ClientNewOrderPage />, { path: '/client/dashboard/new' });
    const toga = await screen.findByRole('listitem', { name: 'Toga' }, { timeout: 5000 });
    expect(within(toga).getByRole('img', { name: 'Dorado' })).toBeInTheDocument();
    expect(within(toga).getByText(/150,00/)).toBeInTheDocument();
    await user.click(within(toga).getByRole('button', { name: 'Agregar Toga' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const people = await screen.findByRole('region', { name: 'Personas de TOGA-01 · Toga' });
    await user.click(within(people).getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const paste = within(people).getByRole('region', { name: 'Pegar lista de personas' });
    await user.click(within(paste).getByRole('textbox'));
    await user.paste('Ana\t140\nLuis\t160');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    await user.click(await within(paste).findByRole('button', { name: /Agregar 2 filas/ }));
    expect(within(people).getByRole('heading', { name: 'Personas (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha de entrega es requerida');
    await user.type(screen.getByLabelText(/Fecha de entrega deseada/), '2030-05-20');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Pedido enviado. Le avisaremos cuando pase a producción.'),
    ).toBeInTheDocument();
    // The pasted rows were read in the browser: the only write is the order.
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([
      '/api/client-area/orders/create',
    ]);
    const sent = api.calls.find((c) => c.path === '/api/client-area/orders/create')?.body;
    expect(sent).toEqual({
      promisedDate: '2030-05-20',
      notes: '',
      items: [
        {
          productId: 11,
          people: [
            { name: 'Ana', heightCm: 140, size: null, notes: '' },
            { name: 'Luis', heightCm: 160, size: null, notes: '' },
          ],
        },
      ],
    });
  });

  it('takes a roster for a pack with a sized product (issue 34)', async () => {
    const toga = CATALOGUE.products[0]!;
    const product = (p: typeof toga) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      kind: p.kind,
      unit: p.unit,
      priceCents: p.priceCents,
      status: 'ACTIVE',
      deletedAt: null,
      sizes: p.sizes.map(({ name, minHeightCm, maxHeightCm }) => ({
        name,
        minHeightCm,
        maxHeightCm,
      })),
    });
    const cap = { ...toga, id: 12, code: 'GORRA-01', name: 'Gorra', sizes: [] };
    const withPack: Catalogue = {
      ...CATALOGUE,
      packages: [
        {
          id: 21,
          code: 'PCK-01',
          name: 'Pack escolar',
          description: [],
          priceCents: 16000,
          media: [],
          items: [toga, cap].map((p) => ({
            productId: p.id,
            quantity: 1,
            product: product(p),
            subtotalCents: p.priceCents,
          })),
        },
      ],
    };
    const api = fakeApi({
      'GET /api/client-area/catalogue?*': () => ({ data: withPack }),
      'GET /api/client-area/catalogue': () => ({ data: withPack }),
      'POST /api/client-area/orders/create': () => ({
        message: 'Pedido enviado. Le avisaremos cuando pase a producción.',
        data: makeOrder(),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientNewOrderPage />, { path: '/client/dashboard/new' });
    const pack = await screen.findByRole('listitem', { name: 'Pack escolar' }, { timeout: 5000 });
    await user.click(within(pack).getByRole('button', { name: 'Agregar Pack escolar' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const people = await screen.findByRole('region', { name: 'Personas de PCK-01 · Pack escolar' });
    await user.click(within(people).getByRole('button', { name: 'Pegar desde hoja de cálculo' }));
    const paste = within(people).getByRole('region', { name: 'Pegar lista de personas' });
    await user.click(within(paste).getByRole('textbox'));
    await user.paste('Ana\t140\nLuis\t160');
    await user.click(within(paste).getByRole('button', { name: 'Revisar filas' }));
    await user.click(await within(paste).findByRole('button', { name: /Agregar 2 filas/ }));
    await user.selectOptions(within(people).getByLabelText('Talla (TOGA-01) de la persona 1'), 'M');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText(/Fecha de entrega deseada/), '2030-05-20');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Pedido enviado. Le avisaremos cuando pase a producción.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/client-area/orders/create')?.body).toMatchObject({
      items: [
        {
          packageId: 21,
          people: [
            { name: 'Ana', heightCm: 140, sizes: [{ productId: 11, size: 'M' }] },
            { name: 'Luis', heightCm: 160, sizes: [] },
          ],
        },
      ],
    });
  });

  it('repeats an earlier order: its items and people, a new date', async () => {
    server();
    renderWithProviders(<ClientNewOrderPage />, {
      path: '/client/dashboard/new?from=3',
      route: '/client/dashboard/new',
    });
    expect(
      await screen.findByRole('heading', { name: 'Repetir pedido' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const chosen = await screen.findByRole('region', { name: 'Su pedido' });
    expect(within(chosen).getByText('TOGA-01 · Toga de graduación')).toBeInTheDocument();
  });
});
