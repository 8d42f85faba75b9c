import { formatMoney, type Receivable, type ReceivablePage } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { emulatePhone } from '../../../test/phone';
import { renderWithProviders } from '../../../test/render';
import { ReceivablesPage } from './receivables-page';
import { signedInForEachTest } from '../../../test/signed-in';

const D = '/director/dashboard';
/** The managers' 'Recordatorios de pago' below the list reads its rules. */
const RULES = {
  'GET /api/reminder-rule': () => ({
    data: {
      enabled: false,
      daysBefore: [3],
      onDueDate: true,
      everyDaysAfter: 7,
      byEmail: true,
      updatedAt: null,
      updatedBy: null,
    },
  }),
};
const spaced = (text: string) => text.replace(/\s/g, ' ');
const ana: Receivable = {
  clientId: 3,
  clientName: 'Colegio Andino',
  billCount: 2,
  oldestDueDate: '2026-09-01',
  currentCents: 10000,
  days1to30Cents: 0,
  days31to60Cents: 0,
  over60Cents: 25000,
  totalCents: 35000,
};
const pageOf = (items: Receivable[]): ReceivablePage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  asOf: '2026-11-28',
  totals: {
    clientCount: items.length,
    currentCents: 10000,
    days1to30Cents: 0,
    days31to60Cents: 0,
    over60Cents: 25000,
    totalCents: 35000,
  },
});

describe('Cuentas por cobrar', () => {
  signedInForEachTest();

  it('lists what each client owes by age, with the totals and the CSV', async () => {
    const { calls } = fakeApi({
      ...RULES,
      'GET /api/receivable?*': () => ({ data: pageOf([ana]) }),
    });
    renderWithProviders(<ReceivablesPage />, { path: `${D}/receivables` });
    const row = await screen.findByRole('row', { name: /Colegio Andino/ });
    expect(calls.find((c) => c.path.startsWith('/api/receivable'))?.path).toBe(
      '/api/receivable?page=1&pageSize=20&sort=-totalCents',
    );
    expect(within(row).getByText(spaced(formatMoney(25000)))).toBeInTheDocument();
    expect(within(row).getByText(spaced(formatMoney(35000)))).toBeInTheDocument();
    const summary = screen.getByLabelText('Totales por cobrar');
    expect(within(summary).getByText('Más de 60 días')).toBeInTheDocument();
    expect(within(summary).getByText(/Total por cobrar \(1 clientes\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeInTheDocument();
  });

  it("shows managers the 'Recordatorios de pago' rules under the list", async () => {
    fakeApi({ ...RULES, 'GET /api/receivable?*': () => ({ data: pageOf([ana]) }) });
    renderWithProviders(<ReceivablesPage />, { path: `${D}/receivables` });
    expect(await screen.findByRole('form', { name: 'Recordatorios de pago' })).toBeInTheDocument();
  });

  it('says when nobody owes anything', async () => {
    fakeApi({
      ...RULES,
      'GET /api/receivable?*': () => ({ data: pageOf([]) }),
    });
    renderWithProviders(<ReceivablesPage />, { path: `${D}/receivables` });
    await screen.findByText('Ningún cliente debe nada: no hay documentos con saldo pendiente.');
  });

  it('says why when it cannot load', async () => {
    fakeApi({
      ...RULES,
      'GET /api/receivable?*': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderWithProviders(<ReceivablesPage />, { path: `${D}/receivables` });
    await screen.findByText('Error al cargar las cuentas por cobrar: Error interno del servidor');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows each client as a card on a phone (390 px)', async () => {
    const restore = emulatePhone();
    try {
      fakeApi({
        ...RULES,
        'GET /api/receivable?*': () => ({ data: pageOf([ana]) }),
      });
      renderWithProviders(<ReceivablesPage />, { path: `${D}/receivables` });
      await screen.findAllByText('Colegio Andino');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });
});
