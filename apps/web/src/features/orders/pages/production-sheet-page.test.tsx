import type { ProductionSheet } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { OrderProductionSheetPage, ProductionSheetPage } from './production-sheet-page';

const SHEET: ProductionSheet = {
  generatedAt: '2026-11-24T10:00:00.000Z',
  orders: [
    {
      id: 5,
      number: 'PED-2026-00005',
      status: 'IN_PRODUCTION',
      client: 'Promoción 2026',
      institution: 'Colegio San Andrés',
      promisedDate: '2030-11-20',
      notes: 'Entrega en el colegio',
      peopleCount: 2,
    },
  ],
  rows: [
    {
      line: 'Gala',
      model: 'Toga Clásica',
      color: 'Marco Dorado · Interior Negro',
      productId: 11,
      productCode: 'TOGA-01',
      productName: 'Toga de graduación',
      size: 'M',
      quantity: 2,
      people: [
        {
          name: 'Ana Pérez',
          heightCm: 150.5,
          orderNumber: 'PED-2026-00005',
          sizeOverridden: false,
          notes: null,
        },
        {
          name: 'Eva Paz',
          heightCm: 120,
          orderNumber: 'PED-2026-00005',
          sizeOverridden: true,
          notes: 'Mangas largas',
        },
      ],
    },
    {
      line: null,
      model: null,
      color: null,
      productId: 12,
      productCode: 'BIR-01',
      productName: 'Birrete',
      size: null,
      quantity: 3,
      people: [],
    },
  ],
  totalQuantity: 5,
};

describe('Hoja de producción', () => {
  beforeEach(() => {
    localStorage.setItem('access_token', 'token-1');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows one order's sheet by line, model and colour, size by size with its people, and prints it", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/order/:id/production-sheet': () => ({ data: SHEET }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInDataRouter(<OrderProductionSheetPage />, {
      path: '/o/5/sheet',
      route: '/o/:orderId/sheet',
    });
    expect(await screen.findByText('PED-2026-00005')).toBeInTheDocument();
    expect(screen.getByText('Colegio San Andrés')).toBeInTheDocument();
    const gala = screen.getByRole('region', {
      name: 'Gala · Toga Clásica · Marco Dorado · Interior Negro',
    });
    expect(gala).toHaveTextContent('TOGA-01 · Toga de graduación');
    expect(gala).toHaveTextContent(
      'Ana Pérez (150,5 cm); Eva Paz (120 cm, talla cambiada, Mangas largas)',
    );
    const plain = screen.getByRole('region', { name: 'Sin línea · Sin modelo · Sin combinación' });
    expect(within(plain).getByText('Sin talla')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Cantidades a producir · Total 5/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  });

  it('says when no order is in production', async () => {
    fakeApi({
      'GET /api/production-sheet': () => ({
        data: { ...SHEET, orders: [], rows: [], totalQuantity: 0 },
      }),
    });
    renderInDataRouter(<ProductionSheetPage />, { path: '/sheet' });
    expect(await screen.findByText('No hay pedidos en producción.')).toBeInTheDocument();
  });

  it('shows a load failure with its message', async () => {
    fakeApi({
      'GET /api/production-sheet': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderInDataRouter(<ProductionSheetPage />, { path: '/sheet' });
    expect(
      await screen.findByText(/Error al cargar la hoja de producción: Error interno del servidor/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});
