import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CutPlanPreview } from '@taller/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CutPlanForm } from './cut-plan-form';

const ORDERS = [
  { id: 1, number: 'PED-2026-00001', client: { id: 1, name: 'Colegio San Andrés' } },
  { id: 2, number: 'PED-2026-00002', client: { id: 2, name: 'Colegio Don Bosco' } },
];
const LIMITS = {
  maxPlies: 40,
  maxMarkerLengthM: 4,
  maxSizesPerMarker: 3,
  endAllowanceCm: 2,
  wastePercent: 0,
  maxOverCutPerSize: 1,
};
const PREVIEW: CutPlanPreview = {
  orders: [{ id: 2, number: 'PED-2026-00002' }],
  limits: LIMITS,
  metres: 16.9,
  productsWithoutMaterials: [],
  materials: [
    {
      materialId: 7,
      material: { id: 7, code: 'TELA', name: 'Piqué', unit: 'metro', color: null },
      lays: [
        { ratio: { S: 1, M: 1, L: 1 }, plies: 4, markerLength: 3.6, metres: 14.48 },
        { ratio: { M: 2 }, plies: 1, markerLength: 2.4, metres: 2.42 },
      ],
      pieces: { S: 4, M: 6, L: 4 },
      overCut: { S: 0, M: 0, L: 0 },
      metres: 16.9,
      naive: { lays: 3, metres: 17.08 },
      stock: 10,
      shortfall: 6.9,
    },
  ],
};
const page = (items: unknown[]) => ({ data: { items, total: items.length, page: 1, pageSize: 1 } });

describe('CutPlanForm', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("starts from the last plan's limits, sends the chosen orders, shows lays and the shortfall", async () => {
    const { calls } = fakeApi({
      'GET /api/order?*': () => page(ORDERS),
      'GET /api/cut-plan?*': () => page([{ id: 3, limits: LIMITS }]),
      'POST /api/cut-plan/preview': () => ({ data: PREVIEW }),
    });
    renderWithProviders(<CutPlanForm />);
    expect(await screen.findByLabelText('Capas por tendido (máx.)')).toHaveValue('40');
    expect(screen.getByLabelText('Sobrecorte permitido por talla (prendas)')).toHaveValue('1');
    await userEvent.click(screen.getByLabelText(/PED-2026-00001/));
    await userEvent.click(screen.getByRole('button', { name: 'Calcular plan' }));
    const cloth = await screen.findByRole('region', { name: 'TELA Piqué' });
    expect(calls.find((c) => c.path === '/api/cut-plan/preview')?.body).toMatchObject({
      orderIds: [2],
      maxPlies: 40,
      maxMarkerLengthM: 4,
      maxOverCutPerSize: 1,
    });
    expect(within(cloth).getByText('Tendido 2')).toBeInTheDocument();
    expect(within(cloth).getByText('6,9 m')).toHaveClass('text-red-700');
    expect(
      within(cloth).getByText(/Un tendido por talla: 3 tendidos, 17,08 m/),
    ).toBeInTheDocument();
  });

  it('refuses limits out of range before calling, in Spanish', async () => {
    const { calls } = fakeApi({
      'GET /api/order?*': () => page(ORDERS),
      'GET /api/cut-plan?*': () => page([]),
    });
    renderWithProviders(<CutPlanForm />);
    const plies = await screen.findByLabelText('Capas por tendido (máx.)');
    await userEvent.clear(plies);
    await userEvent.type(plies, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Las capas por tendido deben ser un número entero entre 1 y 500',
    );
    expect(calls.some((c) => c.path === '/api/cut-plan/preview')).toBe(false);
  });

  it('says so when no order is in production', async () => {
    fakeApi({ 'GET /api/order?*': () => page([]), 'GET /api/cut-plan?*': () => page([]) });
    renderWithProviders(<CutPlanForm />);
    expect(
      await screen.findByText('No hay pedidos en producción: no hay nada que cortar.'),
    ).toBeInTheDocument();
  });
});
