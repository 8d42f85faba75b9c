import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { LineCostSection } from './line-cost-section';

describe('LineCostSection', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("sets a line's default labour and clears its overhead", async () => {
    const { calls } = fakeApi({
      'GET /api/line/:id/cost': () => ({
        data: { lineId: 4, labourCents: null, overheadCents: 120 },
      }),
      'PUT /api/line/:id/cost': ({ body }) => ({
        message: 'Costos de la línea guardados',
        data: { lineId: 4, ...(body as object) },
      }),
    });
    renderWithProviders(<LineCostSection lineId={4} />);
    const section = await screen.findByRole('region', { name: 'Costos por unidad de la línea' });
    const overhead = await within(section).findByLabelText('Gastos generales por unidad (Bs)');
    expect(overhead).toHaveValue('1,20');
    await userEvent.type(within(section).getByLabelText('Mano de obra por unidad (Bs)'), '7');
    await userEvent.clear(overhead);
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar costos' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        labourCents: 700,
        overheadCents: null,
      }),
    );
  });
});
