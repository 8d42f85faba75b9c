import type { Faq } from '@taller/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { ClientFaqPage } from './client-faq-page';
import { FaqsPage } from './faqs-page';

const makeFaq = (extra: Partial<Faq> = {}): Faq => ({
  id: 1,
  question: '¿Cómo pago mi pedido?',
  answer: 'Por transferencia o QR.',
  category: 'Pagos',
  position: 1,
  status: 'PUBLISHED',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  createdBy: 'Ana',
  updatedBy: null,
  deletedAt: null,
  ...extra,
});

describe('Preguntas frecuentes', () => {
  signedInForEachTest();

  it('staff list the questions in order, publish one and move one up', async () => {
    const pay = makeFaq();
    const sizes = makeFaq({
      id: 2,
      question: '¿Qué talla elijo?',
      category: 'Tallas',
      position: 2,
      status: 'DRAFT',
    });
    const { calls } = fakeApi({
      'GET /api/faq?*': ({ query }) => pagedAnswer([pay, sizes], query),
      'POST /api/faq/:id/publish': () => ({
        message: 'Pregunta publicada',
        data: { ...sizes, status: 'PUBLISHED' },
      }),
      'POST /api/faq/reorder': () => ({ message: 'Orden de las preguntas guardado', data: [] }),
    });
    renderWithProviders(<FaqsPage />, { path: '/director/dashboard/faq' });
    const row = await screen.findByRole('row', { name: /¿Qué talla elijo\?/ });
    expect(within(row).getByText('Borrador')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/faq?page=1&pageSize=20&sort=position');

    await userEvent.click(within(row).getByRole('button', { name: 'Publicar ¿Qué talla elijo?' }));
    expect(await screen.findByText('Pregunta publicada')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Subir ¿Qué talla elijo?' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/faq/reorder')?.body).toEqual({ ids: [2, 1] }),
    );
  });

  it('staff see an empty list', async () => {
    fakeApi({ 'GET /api/faq?*': ({ query }) => pagedAnswer([], query) });
    renderWithProviders(<FaqsPage />, { path: '/director/dashboard/faq' });
    expect(
      await screen.findByText('No hay preguntas frecuentes. Agregue la primera.'),
    ).toBeInTheDocument();
  });

  it('a client reads them by category as an accordion, and searches', async () => {
    const { calls } = fakeApi({
      'GET /api/client-area/faq': () => ({
        data: {
          categories: [
            { category: 'Pagos', items: [{ id: 1, question: '¿Cómo pago?', answer: 'Por QR.' }] },
            {
              category: 'Tallas',
              items: [{ id: 2, question: '¿Qué talla?', answer: 'Por estatura.' }],
            },
          ],
        },
      }),
      'GET /api/client-area/faq?*': () => ({ data: { categories: [] } }),
    });
    renderWithProviders(<ClientFaqPage />, { path: '/client/faq' });
    const payments = await screen.findByRole('region', { name: 'Pagos' });
    const answer = within(payments).getByText('Por QR.');
    expect(answer).not.toBeVisible();
    await userEvent.click(within(payments).getByText('¿Cómo pago?'));
    expect(answer).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'envío');
    expect(
      await screen.findByText(
        'Ninguna pregunta coincide con la búsqueda. Pregúntenos desde «Soporte».',
      ),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/client-area/faq?q=env%C3%ADo');
  });

  it('a client is told when the list did not load', async () => {
    fakeApi({ 'GET /api/client-area/faq': () => ({ status: 500, message: 'Error interno' }) });
    renderWithProviders(<ClientFaqPage />, { path: '/client/faq' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Reintentar');
  });
});
