import type { OrderProgress } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { OrderProductionSection } from './order-production-section';
import { ProgressInWords } from './progress-in-words';

const stage = (stageId: number, name: string, done: number) => ({
  stageId,
  name,
  done,
  total: 12,
});

/** 4 polos M and 8 caps; Corte has cut 4 M and 4 caps, Confección sewn 2 M. */
const PROGRESS: OrderProgress = {
  orderId: 7,
  number: 'PED-2026-00007',
  status: 'IN_PRODUCTION',
  totalPieces: 12,
  remaining: 12,
  stages: [stage(1, 'Corte', 8), stage(2, 'Confección', 2), stage(3, 'Empaque', 0)],
  rows: [
    {
      productId: 20,
      productCode: 'GORRA',
      productName: 'Gorra',
      size: null,
      total: 8,
      done: [4, 0, 0],
    },
    {
      productId: 21,
      productCode: 'POLO',
      productName: 'Polo',
      size: 'M',
      total: 4,
      done: [4, 2, 0],
    },
  ],
};

describe('Producción on an order', () => {
  signedInForEachTest('PRODUCER');

  it("records counts at the chosen stage: 'Confección: 2 de 4 Polo talla M', +1, the rest, a number", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/order/:id/progress': () => ({ data: PROGRESS }),
      'POST /api/order/:id/stage-progress': () => ({
        data: PROGRESS,
        message: 'Avance registrado',
      }),
      'GET /api/production-stage/responsibles': () => ({
        data: [{ id: 3, name: 'Rosa Costura' }],
      }),
    });
    renderWithProviders(<OrderProductionSection orderId={7} status="IN_PRODUCTION" />);
    await screen.findByText('Faltan 12 de 12 piezas por pasar Empaque.');
    const who = await screen.findByRole('combobox', { name: /Responsable \(opcional\)/ });
    await user.selectOptions(who, 'Rosa Costura');
    await user.click(screen.getByRole('radio', { name: 'Confección' }));
    const row = screen.getByText('Polo talla M', { exact: false }).closest('li')!;
    expect(row).toHaveTextContent('Confección: 2 de 4 Polo talla M');
    // Confección may take what Corte has done and it has not: 2 more.
    expect(
      within(row).getByRole('button', { name: 'Sumar 5 en Confección · Polo talla M' }),
    ).toBeDisabled();
    await user.click(
      within(row).getByRole('button', { name: 'Sumar todo (2) en Confección · Polo talla M' }),
    );
    await screen.findByText('Avance registrado');
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted[0]).toMatchObject({
      path: '/api/order/7/stage-progress',
      body: { stageId: 2, productId: 21, size: 'M', count: 2, responsibleUserId: 3 },
    });
    // A correction asks for its reason before anything is sent.
    await user.type(within(row).getByLabelText('Cantidad en Confección · Polo talla M'), '-1');
    await user.click(within(row).getByRole('button', { name: 'Registrar' }));
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Una corrección (cantidad negativa) requiere una nota que explique el motivo',
    );
    await user.type(
      within(row).getByLabelText('Motivo de la corrección en Confección · Polo talla M'),
      'Fallada',
    );
    await user.click(within(row).getByRole('button', { name: 'Registrar' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      stageId: 2,
      productId: 21,
      size: 'M',
      count: -1,
      note: 'Fallada',
      responsibleUserId: 3,
    });
  });

  it('shows a refusal in Spanish and only reads once the order left production', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/order/:id/progress': () => ({ data: PROGRESS }),
      'POST /api/order/:id/stage-progress': () => ({
        status: 409,
        code: 'STAGE_COUNT_REFUSED',
        message: 'Corte: no se puede llegar a 5 de Polo talla M; el pedido tiene 4',
      }),
    });
    const { unmount } = renderWithProviders(
      <OrderProductionSection orderId={7} status="IN_PRODUCTION" />,
    );
    const row = (await screen.findByText('Polo talla M', { exact: false })).closest('li')!;
    await user.type(within(row).getByLabelText('Cantidad en Corte · Polo talla M'), '1');
    await user.click(within(row).getByRole('button', { name: 'Registrar' }));
    await screen.findByText('Corte: no se puede llegar a 5 de Polo talla M; el pedido tiene 4');
    unmount();
    renderWithProviders(<OrderProductionSection orderId={7} status="FINISHED" />);
    await screen.findByRole('list', { name: 'Avance por etapa de PED-2026-00007' });
    expect(screen.queryByRole('radiogroup', { name: 'Etapa' })).toBeNull();
  });

  it('tells a client the progress in words, naming no one', () => {
    renderWithProviders(<ProgressInWords progress={PROGRESS} />);
    expect(screen.getByText('Faltan 12 de 12 piezas por terminar.')).toBeInTheDocument();
    expect(screen.getByText('Confección: 2 de 12 piezas')).toBeInTheDocument();
    expect(screen.getByText('Polo talla M').parentElement).toHaveTextContent(
      'Polo talla M — Corte 4 de 4 · Confección 2 de 4 · Empaque 0 de 4',
    );
  });
});
