import type { ProductionStage } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { ProductionPage } from './production-page';

const AUDIT = {
  createdBy: 'Sistema',
  updatedBy: 'Sistema',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
};
const STAGES: ProductionStage[] = ['Corte', 'Confección', 'Acabado', 'Empaque'].map(
  (name, position) => ({ id: position + 1, name, position, hasProgress: position === 0, ...AUDIT }),
);
const ME = (role: string) => ({ data: { id: 1, name: 'Ana', email: 'ana@taller.bo', role } });
const EMPTY_PAGE = { data: { items: [], total: 0, page: 1, pageSize: 10 } };

describe('Producción: the stages and the orders in production', () => {
  signedInForEachTest('DIRECTOR');

  it('renames, adds, reorders and saves the whole list; a stage with counts cannot be removed', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/auth/me': () => ME('DIRECTOR'),
      'GET /api/production-stage': () => ({ data: STAGES }),
      'PUT /api/production-stage': () => ({
        data: STAGES,
        message: 'Etapas de producción guardadas',
      }),
      'GET /api/production-progress?*': () => EMPTY_PAGE,
    });
    renderWithProviders(<ProductionPage />);
    const form = await screen.findByRole('form', { name: 'Etapas de producción' });
    await screen.findByText('No hay pedidos en producción.');
    expect(within(form).getByRole('button', { name: 'Quitar Corte' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Quitar Acabado' }));
    await user.click(within(form).getByRole('button', { name: 'Bajar Confección' }));
    await user.click(within(form).getByRole('button', { name: 'Agregar etapa' }));
    await user.type(within(form).getByLabelText('Nombre de la etapa 4'), 'Planchado');
    await user.clear(within(form).getByLabelText('Nombre de la etapa 1'));
    await user.type(within(form).getByLabelText('Nombre de la etapa 1'), 'Corte y tendido');
    await user.click(within(form).getByRole('button', { name: 'Guardar etapas' }));
    await screen.findByText('Etapas de producción guardadas');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      stages: [
        { id: 1, name: 'Corte y tendido' },
        { id: 4, name: 'Empaque' },
        { id: 2, name: 'Confección' },
        { name: 'Planchado' },
      ],
    });
  });

  it('lets a producer read the stages without editing them', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role: 'PRODUCER' }));
    fakeApi({
      'GET /api/auth/me': () => ME('PRODUCER'),
      'GET /api/production-stage': () => ({ data: STAGES }),
      'GET /api/production-progress?*': () => EMPTY_PAGE,
    });
    renderWithProviders(<ProductionPage />);
    await screen.findByText(
      'Solo lectura: las etapas las define la dirección o la administración.',
    );
    expect(screen.queryByRole('button', { name: 'Guardar etapas' })).toBeNull();
    expect(screen.getByText('2. Confección')).toBeInTheDocument();
  });

  it('says why the stages did not load, and retries', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/me': () => ME('DIRECTOR'),
      'GET /api/production-stage': () =>
        fail ? { status: 500, message: 'Error interno' } : { data: STAGES },
      'GET /api/production-progress?*': () => EMPTY_PAGE,
    });
    renderWithProviders(<ProductionPage />);
    await screen.findByText('Error al cargar las etapas: Error interno');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('form', { name: 'Etapas de producción' });
  });
});
