import type { Ticket } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { ClientSupportPage } from './client-support-page';
import { StaffSupportPage } from './staff-support-page';

afterEach(() => vi.restoreAllMocks());

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 4,
  clientId: 7,
  client: { id: 7, name: 'Luis Quispe' },
  orderId: null,
  order: null,
  subject: '¿Cuándo entregan?',
  status: 'OPEN',
  awaitingStaff: true,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  messages: [
    {
      id: 1,
      authorName: 'Luis Quispe',
      fromStaff: false,
      body: 'Necesito las togas antes del acto.',
      createdAt: '2026-11-20T10:00:00.000Z',
      attachments: [{ id: 31, originalName: 'foto.png', fileType: 'IMAGE' }],
    },
  ],
  ...MADE_BY_ANA,
  ...overrides,
});

describe('Soporte', () => {
  it('a client asks, and sees the thread', async () => {
    const created = ticket();
    const api = fakeApi({
      'GET /api/client-area/tickets?*': ({ query }) => pagedAnswer([], query),
      'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([], query),
      'POST /api/client-area/tickets/create': () => ({
        message: 'Ticket enviado. El taller le responderá pronto.',
        data: created,
      }),
      'GET /api/client-area/tickets/:id': () => ({ data: created }),
    });
    renderWithProviders(<ClientSupportPage />);
    expect(
      await screen.findByText('Todavía no tiene tickets de soporte.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El asunto es requerido');
    await userEvent.type(screen.getByLabelText('Asunto'), '¿Cuándo entregan?');
    await userEvent.type(screen.getByLabelText(/Mensaje/), 'Necesito las togas antes del acto.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(
      await screen.findByText('Ticket enviado. El taller le responderá pronto.'),
    ).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Mensajes' });
    expect(within(thread).getByText('Necesito las togas antes del acto.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      subject: '¿Cuándo entregan?',
      message: 'Necesito las togas antes del acto.',
      orderId: null,
      attachmentIds: [],
    });
    // The message's file is listed, opened with the session.
    expect(within(thread).getByRole('button', { name: 'Imagen: foto.png' })).toBeInTheDocument();
  });

  it('staff answer from the inbox and filter by client', async () => {
    const open = ticket();
    const api = fakeApi({
      'GET /api/ticket?*': ({ query }) => pagedAnswer([open], query),
      'GET /api/ticket/:id': () => ({ data: open }),
      'POST /api/ticket/:id/reply': ({ body }) => ({
        message: 'Respuesta enviada',
        data: {
          ...open,
          status: 'ANSWERED',
          awaitingStaff: false,
          messages: [
            ...open.messages,
            {
              id: 2,
              authorName: 'Ana Directora',
              fromStaff: true,
              body: (body as { message: string }).message,
              createdAt: '2026-11-21T10:00:00.000Z',
              attachments: [],
            },
          ],
        },
      }),
    });
    renderWithProviders(<StaffSupportPage />);
    const card = await screen.findByRole(
      'listitem',
      { name: 'Ticket ¿Cuándo entregan?' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Sin responder')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Luis Quispe' }));
    expect(await screen.findByText('Cliente:')).toBeInTheDocument();
    expect(api.calls.some((c) => c.query.clientId === '7')).toBe(true);
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Ticket ¿Cuándo entregan?' })).getByRole(
        'button',
        { name: 'Ver conversación' },
      ),
    );
    await userEvent.type(await screen.findByLabelText('Responder'), 'El 10 de marzo.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('El 10 de marzo.')).toBeInTheDocument();
    expect(screen.getAllByText('Respondido').length).toBeGreaterThan(0);
  });

  it("opens the ticket a notification's link names (?view=<id>)", async () => {
    const open = ticket();
    fakeApi({
      'GET /api/ticket?*': ({ query }) => pagedAnswer([open], query),
      'GET /api/ticket/:id': () => ({ data: open }),
    });
    renderWithProviders(<StaffSupportPage />, {
      path: '/director/dashboard/support?view=4',
      route: '/director/dashboard/support',
    });
    const thread = await screen.findByRole('list', { name: 'Mensajes' }, { timeout: 5000 });
    expect(within(thread).getByText('Necesito las togas antes del acto.')).toBeInTheDocument();
  });
});
