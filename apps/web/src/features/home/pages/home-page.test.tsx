import type { Home } from '@taller/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { HomePage } from './home-page';

// The live stream is stood in for: the test sends its events by hand.
const stream = vi.hoisted(() => ({
  onEvent: null as null | ((name: string, data: string) => void),
}));
vi.mock('../../../api/event-stream', () => ({
  openEventStream: (_path: string, handlers: { onEvent: (n: string, d: string) => void }) => {
    stream.onEvent = handlers.onEvent;
    return { close: () => (stream.onEvent = null) };
  },
}));

const D = '/director/dashboard';
const link = (route: string, query: Record<string, string> = {}) => ({
  route: `${D}/${route}`,
  query,
});
const status = (s: Home['byStatus'][number]['status'], count: number, pieces = 0, done = 0) => ({
  status: s,
  count,
  pieces,
  piecesDone: done,
  link: link('orders', { status: s }),
});

const HOME: Home = {
  today: '2026-03-10',
  weekEnd: '2026-03-16',
  dueThisWeek: { count: 3, link: link('orders', { from: '2026-03-10', to: '2026-03-16' }) },
  overdue: { count: 1, link: link('orders', { overdue: 'true' }) },
  byStatus: [
    status('PENDING', 2, 4),
    status('IN_PRODUCTION', 1, 16, 5),
    status('FINISHED', 1, 2),
    status('DELIVERED', 0),
    status('CANCELLED', 0),
  ],
  lowStock: { count: 1, link: link('materials', { lowStock: 'true' }) },
  proofs: {
    count: 2,
    link: link('verification-bills', { status: 'PENDING' }),
    oldest: [
      {
        id: 7,
        orderNumber: 'PED-0007',
        amountCents: 10000,
        receivedAt: '2026-03-05T10:00:00.000Z',
      },
      { id: 9, orderNumber: 'PED-0009', amountCents: 2550, receivedAt: '2026-03-10T08:00:00.000Z' },
    ],
  },
  owed: {
    cents: 400000,
    link: link('bills'),
    over30Cents: 200000,
    over30Link: link('bills', { to: '2026-02-07' }),
  },
  openTickets: { count: 2, link: link('support', { status: 'OPEN' }) },
  whatsappWaiting: { count: 0, link: link('whatsapp') },
};

const EMPTY: Home = {
  ...HOME,
  dueThisWeek: { ...HOME.dueThisWeek, count: 0 },
  overdue: { ...HOME.overdue, count: 0 },
  byStatus: HOME.byStatus.map((s) => ({ ...s, count: 0, pieces: 0, piecesDone: 0 })),
  lowStock: { ...HOME.lowStock, count: 0 },
  proofs: { ...HOME.proofs!, count: 0, oldest: [] },
  owed: { ...HOME.owed!, cents: 0, over30Cents: 0 },
  openTickets: { ...HOME.openTickets!, count: 0 },
};

function Landed() {
  const location = useLocation();
  return <p>Lista {location.pathname + location.search}</p>;
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `${D}/home`, element: <HomePage /> },
      { path: `${D}/*`, element: <Landed /> },
    ],
    { initialEntries: [`${D}/home`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Inicio', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows every figure as a link to its filtered list', async () => {
    fakeApi({ 'GET /api/home': () => ({ data: HOME }) });
    renderHome();
    const due = await screen.findByRole('link', { name: /Entregas de esta semana/ });
    expect(due).toHaveTextContent('3');
    expect(due).toHaveAttribute('href', `${D}/orders?from=2026-03-10&to=2026-03-16`);
    expect(screen.getByRole('link', { name: /Pedidos atrasados/ })).toHaveAttribute(
      'href',
      `${D}/orders?overdue=true`,
    );
    const inProduction = screen.getByRole('link', { name: /En producción/ });
    expect(inProduction).toHaveAttribute('href', `${D}/orders?status=IN_PRODUCTION`);
    expect(within(inProduction).getByText('5 de 16 piezas terminadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Materiales bajo el mínimo/ })).toHaveAttribute(
      'href',
      `${D}/materials?lowStock=true`,
    );
    expect(screen.getByRole('link', { name: /^Pagos por verificar/ })).toHaveAttribute(
      'href',
      `${D}/verification-bills?status=PENDING`,
    );
    expect(screen.getByRole('link', { name: /más de 30 días/ })).toHaveAttribute(
      'href',
      `${D}/bills?to=2026-02-07`,
    );
    expect(screen.getByRole('link', { name: /Tickets de soporte abiertos/ })).toHaveAttribute(
      'href',
      `${D}/support?status=OPEN`,
    );
    expect(screen.getByText('Pedido PED-0007: Bs 100,00')).toBeInTheDocument();
    expect(screen.getByText('hace 5 días')).toBeInTheDocument();
    expect(screen.getByText('hoy')).toBeInTheDocument();
    expect(screen.queryByText(/Todavía no hay pedidos/)).not.toBeInTheDocument();
  });

  it('lands on the list filtered to the figure when one is clicked', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/home': () => ({ data: HOME }) });
    renderHome();
    await user.click(await screen.findByRole('link', { name: /Pedidos atrasados/ }));
    expect(screen.getByText(`Lista ${D}/orders?overdue=true`)).toBeInTheDocument();
  });

  it("shows a producer's production part only, as the server answers it", async () => {
    fakeApi({
      'GET /api/home': () => ({
        data: { ...HOME, proofs: null, owed: null, openTickets: null, whatsappWaiting: null },
      }),
    });
    renderHome();
    expect(await screen.findByRole('link', { name: /Entregas de esta semana/ })).toBeVisible();
    expect(screen.queryByText('Cobros y atención')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Por cobrar/ })).not.toBeInTheDocument();
  });

  it('shows a new workshop zeros with a helpful line, not a blank page', async () => {
    fakeApi({ 'GET /api/home': () => ({ data: EMPTY }) });
    renderHome();
    expect(await screen.findByText(/Todavía no hay pedidos ni pendientes/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Entregas de esta semana/ })).toHaveTextContent('0');
  });

  it('says so when the figures do not load, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/home': () =>
        fail ? { status: 500, message: 'Error interno', code: 'INTERNAL' } : { data: HOME },
    });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el resumen.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Entregas de esta semana/ })).toBeVisible();
  });

  it('asks for the figures again when an event comes over the stream', async () => {
    let overdue = 1;
    const api = fakeApi({
      'GET /api/home': () => ({ data: { ...HOME, overdue: { ...HOME.overdue, count: overdue } } }),
    });
    renderHome();
    const link = await screen.findByRole('link', { name: /Pedidos atrasados/ });
    expect(link).toHaveTextContent('1');
    overdue = 4;
    act(() => stream.onEvent!('message', JSON.stringify({ type: 'notification' })));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Pedidos atrasados/ })).toHaveTextContent('4'),
    );
    expect(api.calls.filter((c) => c.path === '/api/home')).toHaveLength(2);
  });
});
