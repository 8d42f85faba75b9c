import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ValuationView } from './valuation-view';

const material = (id: number, code: string, name: string, extra: object) => ({
  id,
  code,
  name,
  unit: 'metro',
  quantity: 0,
  averageCostCents: 0,
  valueCents: 0,
  ...extra,
});

function fakeValuation() {
  return fakeApi({
    'GET /api/material/valuation?*': ({ query }) => ({
      message: 'Valor del inventario',
      data:
        query.at === '2026-01-10'
          ? { at: query.at, materials: [], totalCents: 0 }
          : {
              at: query.at,
              materials: [
                material(1, 'TELA-01', 'Tela Oxford', {
                  quantity: 129.5,
                  averageCostCents: 1092.3707,
                  valueCents: 141462,
                }),
                material(2, 'HILO-01', 'Hilo Ñandú', {
                  quantity: 12.5,
                  averageCostCents: 640,
                  valueCents: 8000,
                }),
              ],
              totalCents: 149462,
            },
    }),
  });
}

describe('ValuationView', () => {
  it('shows each material at its average cost and value, the total, and searches', async () => {
    const { calls } = fakeValuation();
    renderWithProviders(<ValuationView />);
    expect(screen.getByText('Calculando el valor del inventario...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Valor del inventario por material' });
    const oxford = within(table).getByRole('row', { name: /TELA-01/ });
    expect(oxford).toHaveTextContent('129,5 metro');
    expect(oxford).toHaveTextContent('Bs 10,9237 / metro');
    expect(oxford).toHaveTextContent('Bs 1.414,62');
    expect(screen.getByText('Valor total del inventario').parentElement).toHaveTextContent(
      'Bs 1.494,62',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nandu');
    expect(within(table).queryByRole('row', { name: /TELA-01/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /HILO-01/ })).toBeInTheDocument();
    expect(calls[0]!.query.at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a past day, and says when nothing had moved by then', async () => {
    fakeValuation();
    renderWithProviders(<ValuationView />);
    await screen.findByRole('table', { name: 'Valor del inventario por material' });
    fireEvent.change(screen.getByLabelText('Al cierre del día'), {
      target: { value: '2026-01-10' },
    });
    expect(
      await screen.findByText('No hay materiales con movimientos hasta ese día.'),
    ).toBeInTheDocument();
  });

  it('says why it could not load, and retries', async () => {
    fakeApi({
      'GET /api/material/valuation?*': () => ({ status: 500, message: 'Error interno' }),
    });
    renderWithProviders(<ValuationView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el valor del inventario');
    await waitFor(() =>
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled(),
    );
  });
});
