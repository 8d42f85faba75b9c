import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { CutPlanPage } from './cut-plan-page';

const PLAN = {
  id: 4,
  orders: [
    { id: 11, number: 'PED-2026-00011' },
    { id: 12, number: 'PED-2026-00012' },
  ],
  limits: {
    maxPlies: 50,
    maxMarkerLengthM: 4.5,
    maxSizesPerMarker: 4,
    endAllowanceCm: 2,
    wastePercent: 3,
    maxOverCutPerSize: 0,
  },
  materials: [],
  metres: 0,
  productsWithoutMaterials: [],
  note: null,
  consumedAt: null,
  consumedBy: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  createdBy: 'Director',
};

describe('a saved cut plan', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("offers each of its orders' labels and packing list, the bags of what it cuts", async () => {
    fakeApi({ 'GET /api/cut-plan/:id': () => ({ data: PLAN }) });
    renderInDataRouter(<CutPlanPage />, { path: '/cut-plans/4', route: '/cut-plans/:planId' });
    const bags = await screen.findByRole('region', { name: 'Etiquetas y empaque de sus pedidos' });
    for (const number of ['PED-2026-00011', 'PED-2026-00012']) {
      const order = within(bags).getByRole('region', { name: `Pedido ${number}` });
      expect(within(order).getByRole('button', { name: 'Etiquetas' })).toBeEnabled();
      expect(within(order).getByRole('button', { name: 'Lista de empaque' })).toBeEnabled();
    }
  });
});
