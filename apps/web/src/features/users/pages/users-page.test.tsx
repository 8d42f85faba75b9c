import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { ME, fakeUsersServer, makeUser, signInAs } from './users-page.fixtures';
import { UsersPage } from './users-page';

const PATH = '/director/dashboard/users';
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/user?')).map((c) => c.path);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('UsersPage: the list', () => {
  beforeEach(() => {
    resetToastDedup();
    signInAs(ME);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each account with its Spanish role label, status and last sign-in', async () => {
    fakeUsersServer([
      ME,
      makeUser({ name: 'Pedro Productor', role: 'PRODUCER', status: 'INACTIVE' }),
      makeUser({ name: 'Carla Cliente', role: 'CLIENTE', lastLoginAt: '2025-03-04T15:30:00.000Z' }),
    ]);
    renderWithProviders(<UsersPage />, { path: PATH });
    expect(screen.getByText('Cargando usuarios...')).toBeInTheDocument();
    const pedro = await screen.findByRole('row', { name: /Pedro Productor/ });
    expect(within(pedro).getByText('Productor')).toBeInTheDocument();
    expect(within(pedro).getByText('Inactivo')).toBeInTheDocument();
    expect(within(pedro).getByText('Nunca')).toBeInTheDocument();
    const carla = rowOf('Carla Cliente');
    expect(within(carla).getByText('Cliente')).toBeInTheDocument();
    expect(within(carla).getByText(/^4\/3\/25/)).toBeInTheDocument();
    expect(within(rowOf('Ana Directora')).getByText('Director')).toBeInTheDocument();
    // Everything fits on one page: no range text.
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });

  it('keeps every action in its slot: on one’s own row deactivate and delete are disabled, with the reason', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    const own = await screen.findByRole('row', { name: /Ana Directora/ });
    const labels = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title'));
    // The same slots, in the same order, on every row.
    expect(labels(own)).toEqual([
      'Ver detalles',
      'Editar',
      'Desactivar: No puedes desactivar tu propia cuenta',
      'Restablecer contraseña',
      'Eliminar: No puedes eliminar tu propia cuenta',
    ]);
    const deactivateOwn = within(own).getByRole('button', { name: 'Desactivar Ana Directora' });
    expect(deactivateOwn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(deactivateOwn);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Eliminar Ana Directora' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const row = rowOf('Otro Admin');
    expect(labels(row)).toEqual([
      'Ver detalles',
      'Editar',
      'Desactivar',
      'Restablecer contraseña',
      'Eliminar',
    ]);
    expect(within(row).getByRole('button', { name: 'Desactivar Otro Admin' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('leaves a director’s account out of reach of someone who is not a director, saying why', async () => {
    signInAs({ id: 5, name: 'Admin', email: 'admin@t.bo', role: 'ADMIN' });
    fakeUsersServer([ME, makeUser({ name: 'Otro Admin' })]);
    renderWithProviders(<UsersPage />, { path: PATH });
    const director = await screen.findByRole('row', { name: /Ana Directora/ });
    for (const name of [
      'Editar Ana Directora',
      'Desactivar Ana Directora',
      'Restablecer contraseña de Ana Directora',
      'Eliminar Ana Directora',
    ]) {
      const button = within(director).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button.getAttribute('title')).toMatch(
        /: Solo un director puede modificar la cuenta de un director$/,
      );
    }
    expect(
      within(director).getByRole('button', { name: 'Ver detalles de Ana Directora' }),
    ).not.toHaveAttribute('aria-disabled');
    const other = rowOf('Otro Admin');
    expect(within(other).getByRole('button', { name: 'Editar Otro Admin' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('disables the password link of a deactivated account, saying why', async () => {
    fakeUsersServer([ME, makeUser({ name: 'Inés Inactiva', status: 'INACTIVE' })]);
    renderWithProviders(<UsersPage />, { path: PATH });
    const row = await screen.findByRole('row', { name: /Inés Inactiva/ });
    expect(within(row).getByRole('button', { name: 'Activar Inés Inactiva' })).toBeInTheDocument();
    const link = within(row).getByRole('button', {
      name: 'Restablecer contraseña de Inés Inactiva',
    });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute(
      'title',
      'Restablecer contraseña: No se puede enviar el enlace a un usuario desactivado',
    );
  });

  it('sends search, role, status and sort to the server, back to page 1', async () => {
    const many = Array.from({ length: 45 }, (_, i) => makeUser({ name: `Persona ${i + 1}` }));
    const { calls } = fakeUsersServer(many);
    renderWithProviders(<UsersPage />, { path: PATH });
    expect(await screen.findByText('Mostrando 1 a 20 de 45 usuarios')).toBeInTheDocument();
    expect(listCalls(calls)[0]).toBe('/api/user?page=1&pageSize=20&sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 21 a 40 de 45 usuarios')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toContain('page=2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Productor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/api/user?role=PRODUCER&status=INACTIVE&page=1&pageSize=20&sort=name&q=ana',
      ),
    );

    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sort=-name'));
    await userEvent.click(screen.getByRole('button', { name: /Último acceso/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sort=lastLoginAt'));
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('says when nothing matches, and why the list failed with Reintentar', async () => {
    fakeUsersServer([], { list: { status: 500, message: 'Base de datos caída' } });
    renderWithProviders(<UsersPage />, { path: PATH });
    expect(
      await screen.findByText('Error al cargar los usuarios: Base de datos caída'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows 'Acceso denegado' when the server refuses the list (403)", async () => {
    signInAs({ id: 9, name: 'Pedro', email: 'p@t.bo', role: 'PRODUCER' });
    fakeUsersServer([], {
      list: { status: 403, message: 'Acceso denegado para realizar esta acción' },
    });
    renderWithProviders(<UsersPage />, { path: PATH });
    expect(
      await screen.findByText('No tienes permisos para gestionar usuarios.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Acceso denegado').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Agregar Usuario' })).toBeNull();
  });
});
