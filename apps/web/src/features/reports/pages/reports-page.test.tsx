import type { ReportName, ReportSummary, ReportTable } from '@taller/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { ReportsPage } from './reports-page';

// Chartist draws SVG by measuring the page, which jsdom cannot: the drawing is stood in for.
const drawn = vi.hoisted(() => [] as { labels: string[]; series: number[][] }[]);
vi.mock('chartist', () => {
  class Chart {
    constructor(_element: Element, data: { labels: string[]; series: number[][] }) {
      drawn.push(data);
    }
    detach() {}
    on() {
      return this;
    }
  }
  return { BarChart: Chart, LineChart: Chart };
});

const SUMMARY: ReportSummary = {
  ordersReceived: 4,
  ordersCancelled: 1,
  unitsOrdered: 1250,
  ordersDelivered: 3,
  deliveredOnTime: 2,
  unitsDelivered: 11,
  onTimePercent: 66.7,
  overdueNow: 2,
  billedCents: 100000,
  collectedCents: 52500,
  owedCents: 65800,
};

const table = (name: ReportName, rows: ReportTable['rows']): ReportTable => ({
  name,
  title: name,
  columns:
    name === 'clients'
      ? [
          { key: 'name', label: 'Cliente', kind: 'text' },
          { key: 'orders', label: 'Pedidos', kind: 'number' },
          { key: 'amount', label: 'Monto', kind: 'money' },
        ]
      : [
          { key: 'line', label: 'Línea', kind: 'text' },
          { key: 'units', label: 'Unidades', kind: 'number' },
        ],
  rows,
});

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/reports', element: <ReportsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Reportes', () => {
  beforeEach(() => {
    localStorage.setItem('access_token', 'token-1');
    drawn.length = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  const routes = () =>
    fakeApi({
      'GET /api/report/summary?*': () => ({ data: SUMMARY }),
      'GET /api/report/lines?*': () => ({ data: table('lines', [{ line: 'Gala', units: 9 }]) }),
      'GET /api/report/clients?*': () => ({
        data: table('clients', [{ name: 'Promoción 2026', orders: 2, amount: 72750 }]),
      }),
      'GET /api/report/billing?*': () => ({
        data: {
          name: 'billing',
          title: 'Facturado y cobrado por mes',
          columns: [
            { key: 'month', label: 'Mes', kind: 'text' },
            { key: 'billed', label: 'Facturado', kind: 'money' },
            { key: 'collected', label: 'Cobrado', kind: 'money' },
          ],
          rows: [{ month: '2026-03', billed: 100000, collected: 52500 }],
        },
      }),
      'GET /api/report/:name?*': (r) => ({ data: table(r.params.name as ReportName, []) }),
      'GET /api/line/all/active': () => ({ data: [{ id: 3, name: 'Gala' }] }),
      'GET /api/institution?*': () => ({
        data: { items: [{ id: 8, name: 'Colegio San Andrés' }], total: 1, page: 1, pageSize: 100 },
      }),
    });

  it('shows the figures, explains on-time delivery, and a chart as a table', async () => {
    const user = userEvent.setup();
    const api = routes();
    renderPage('/reports?period=custom&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('66,7 %')).toBeInTheDocument();
    expect(screen.getByText('Del 01/03/2026 al 31/03/2026')).toBeInTheDocument();
    const onTime = screen.getByText('66,7 %').closest('div')!;
    expect(onTime).toHaveAttribute(
      'title',
      'Pedidos entregados hasta su fecha prometida, sobre los pedidos entregados en el período. (2 de 3)',
    );
    const owed = screen.getByText('Por cobrar').closest('div')!;
    expect(owed).toHaveTextContent('658,00');
    expect(owed).toHaveAttribute('title', expect.stringMatching(/^Lo que falta cobrar hoy/));
    expect(screen.getByText('Facturado', { selector: 'dt span' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/report/summary?from=2026-03-01&to=2026-03-31',
    );
    const lines = screen.getByRole('region', { name: 'Unidades por línea' });
    expect(
      await within(lines).findByRole('img', { name: /Unidades por línea: gráfico/ }),
    ).toBeInTheDocument();
    expect(drawn).toContainEqual({ labels: ['Gala'], series: [[9]] });
    await user.click(within(lines).getByRole('button', { name: 'Tabla' }));
    expect(within(lines).getByRole('cell', { name: 'Gala' })).toBeInTheDocument();
    const clients = screen.getByRole('region', { name: 'Principales clientes' });
    await user.click(within(clients).getByRole('button', { name: 'Tabla' }));
    expect(within(clients).getByRole('cell', { name: /727,50/ })).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Facturado y cobrado por mes' });
    expect(await within(billing).findByText('Facturado')).toBeInTheDocument();
    // Money is drawn in bolivianos, not cents.
    expect(drawn).toContainEqual({ labels: ['2026-03'], series: [[1000], [525]] });
    const sizes = screen.getByRole('region', { name: 'Distribución de tallas' });
    expect(await within(sizes).findByText('Sin datos en el período')).toBeInTheDocument();
  });

  it('keeps the period, line and institution in the URL', async () => {
    const user = userEvent.setup();
    routes();
    const router = renderPage('/reports');
    await screen.findByText('66,7 %');
    await user.selectOptions(screen.getByLabelText('Período'), 'year');
    await user.selectOptions(await screen.findByLabelText('Línea'), 'Gala');
    await screen.findByRole('option', { name: 'Colegio San Andrés' });
    await user.selectOptions(screen.getByLabelText('Institución'), 'Colegio San Andrés');
    expect(router.state.location.search).toBe('?period=year&lineId=3&institutionId=8');
  });

  it('shows a load failure of the figures with its message', async () => {
    fakeApi({
      'GET /api/report/summary?*': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderPage('/reports');
    expect(
      await screen.findByText(/Error al cargar los reportes: Error interno del servidor/),
    ).toBeInTheDocument();
  });
});
