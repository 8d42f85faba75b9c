import type { DeliveryPerson, OrderDeliveries } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { DeliveryPage } from './delivery-page';

const person = (id: number, name: string, state: DeliveryPerson['state'] = 'PENDING') => ({
  id,
  name,
  course: '6.º A',
  items: [{ productId: 11, product: 'Toga', size: 'M', sizes: ['S', 'M', 'L'] }],
  state,
  delivered:
    state === 'DELIVERED'
      ? {
          id: 1,
          state: 'DELIVERED' as const,
          receivedBy: 'La madre',
          note: null,
          newSize: null,
          exchangeOrder: null,
          at: '2026-11-28T12:00:00.000Z',
          by: 'Ana',
        }
      : null,
  events: [],
});

const DATA: OrderDeliveries = {
  order: { id: 5, number: 'PED-2026-00005', status: 'FINISHED', owedCents: 12050 },
  deliveredPeople: 1,
  totalPeople: 3,
  people: [person(1, 'Ana Pérez', 'DELIVERED'), person(2, 'José Núñez'), person(3, 'Eva Paz')],
  missing: [
    { id: 2, name: 'José Núñez', course: '6.º A' },
    { id: 3, name: 'Eva Paz', course: '6.º A' },
  ],
};

const open = () =>
  renderInDataRouter(<DeliveryPage />, { path: '/o/5/delivery', route: '/o/:orderId/delivery' });

describe('Entrega (delivery screen)', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the count, the missing, the balance owed; finds a person by name without accents', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/order/:id/deliveries': () => ({ data: DATA }) });
    open();
    expect(await screen.findByText('Entregado: 1 de 3')).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: 'Faltan 2 personas' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['José Núñez', 'Eva Paz']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El pedido tiene un saldo pendiente de Bs 120,50',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar persona' }), 'jose nunez');
    const list = screen.getByRole('list', { name: 'Personas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem', { name: 'José Núñez' })).toBeInTheDocument();
  });

  it('pages a class of 45 by 20, back to the first page when the search changes', async () => {
    const user = userEvent.setup();
    const people = Array.from({ length: 45 }, (_, i) =>
      person(i + 1, `Alumno ${String(i + 1).padStart(2, '0')}`),
    );
    fakeApi({
      'GET /api/order/:id/deliveries': () => ({
        data: { ...DATA, deliveredPeople: 0, totalPeople: 45, people, missing: [] },
      }),
    });
    open();
    const names = () =>
      within(screen.getByRole('list', { name: 'Personas' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect(await screen.findByText('Mostrando 1 a 20 de 45 personas')).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(screen.getByText('Mostrando 21 a 40 de 45 personas')).toBeInTheDocument();
    expect(names()[0]).toBe('Alumno 21');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar persona' }), 'alumno 4');
    // Alumno 40–45: one page, shown from its start.
    expect(names()).toEqual([
      'Alumno 40',
      'Alumno 41',
      'Alumno 42',
      'Alumno 43',
      'Alumno 44',
      'Alumno 45',
    ]);
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
  });

  it('filters the people by their state', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/order/:id/deliveries': () => ({ data: DATA }) });
    open();
    const filter = await screen.findByRole('combobox', { name: 'Mostrar' });
    await user.selectOptions(filter, 'DELIVERED');
    const list = screen.getByRole('list', { name: 'Personas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Ana Pérez']);
    await user.selectOptions(filter, 'PENDING');
    expect(
      within(screen.getByRole('list', { name: 'Personas' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['José Núñez', 'Eva Paz']);
  });

  it('a typed label code picks its person; delivering sends who received it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/order/:id/deliveries': () => ({ data: DATA }),
      'POST /api/order/:id/deliveries': () => ({
        message: 'Eva Paz: entregado',
        data: { ...DATA, exchangeOrder: null },
      }),
    });
    open();
    const search = await screen.findByRole('searchbox', { name: 'Buscar persona' });
    await user.click(search);
    await user.paste('taller:order:5:person:3');
    const card = screen.getByRole('listitem', { name: 'Eva Paz' });
    await user.click(within(card).getByRole('button', { name: 'Entregado' }));
    const dialog = screen.getByRole('dialog', { name: 'Entregado: Eva Paz' });
    await user.type(within(dialog).getByLabelText('Quién recibe (opcional)'), 'Su padre');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Eva Paz: entregado');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      personId: 3,
      state: 'DELIVERED',
      receivedBy: 'Su padre',
      note: null,
    });
  });

  it("says a label of another order is not this order's", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/order/:id/deliveries': () => ({ data: DATA }) });
    open();
    await user.click(await screen.findByRole('searchbox', { name: 'Buscar persona' }));
    await user.paste('taller:order:9:person:3');
    expect(screen.getByText('La etiqueta es de otro pedido')).toBeInTheDocument();
  });

  it('shows a refusal on the screen (a bag handed over already)', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/order/:id/deliveries': () => ({ data: DATA }),
      'POST /api/order/:id/deliveries': () => ({
        status: 409,
        code: 'ALREADY_DELIVERED',
        message: 'Eva Paz ya fue entregado; no se entrega dos veces',
      }),
    });
    open();
    const card = await screen.findByRole('listitem', { name: 'Eva Paz' });
    await user.click(within(card).getByRole('button', { name: 'No vino' }));
    expect(
      await screen.findByText('Eva Paz ya fue entregado; no se entrega dos veces'),
    ).toBeInTheDocument();
  });

  it('says when the roster is empty', async () => {
    fakeApi({
      'GET /api/order/:id/deliveries': () => ({
        data: { ...DATA, people: [], missing: [], totalPeople: 0, deliveredPeople: 0 },
      }),
    });
    open();
    expect(
      await screen.findByText('Este pedido no tiene personas para entregar'),
    ).toBeInTheDocument();
  });

  it('shows a load failure with its message and Reintentar', async () => {
    fakeApi({ 'GET /api/order/:id/deliveries': () => ({ status: 500, message: 'Error interno' }) });
    open();
    expect(
      await screen.findByText(/No se pudieron cargar las entregas: Error interno/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
