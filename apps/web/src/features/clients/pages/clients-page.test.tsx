import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { answerConfirmation, openDialog, typeInto } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { SCHOOL, fakeClientsServer, makeClient } from './clients-page.fixtures';
import { ClientsPage } from './clients-page';

const PATH = '/director/dashboard/clients';
const clientListCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/client?')).map((c) => c.path);

describe('ClientsPage', () => {
  beforeEach(() => {
    resetToastDedup();
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role: 'PRODUCER' }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists name, document, phone, institution and status', async () => {
    fakeClientsServer([
      makeClient({
        name: 'Luis Quispe',
        documentNumber: '1234567 LP',
        institutionId: SCHOOL.id,
        institution: { id: SCHOOL.id, name: SCHOOL.name },
      }),
    ]);
    renderWithProviders(<ClientsPage />, { path: PATH });
    expect(screen.getByText('Cargando clientes...')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Luis Quispe/ });
    for (const text of ['1234567 LP', '+59170012345', 'Colegio San José', 'Activo']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('sends the search, status and institution filters and the sort to the server', async () => {
    const many = Array.from({ length: 25 }, (_, i) => makeClient({ name: `Cliente ${i}` }));
    const { calls } = fakeClientsServer(many);
    renderWithProviders(<ClientsPage />, { path: PATH });
    expect(await screen.findByText('Mostrando 1 a 20 de 25 clientes')).toBeInTheDocument();
    // The institution picker searches the server as the user types.
    await userEvent.type(screen.getByRole('combobox', { name: 'Institución' }), 'san jo');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/api/institution?status=ACTIVE&page=1&pageSize=20&sort=name&q=san+jo',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Colegio San José' }));
    expect(screen.getByRole('combobox', { name: 'Institución' })).toHaveValue('Colegio San José');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), '7001');
    await userEvent.click(screen.getByRole('button', { name: /Documento/ }));
    await waitFor(() =>
      expect(clientListCalls(calls).at(-1)).toBe(
        `/api/client?institutionId=${SCHOOL.id}&page=1&pageSize=20&sort=documentNumber&q=7001`,
      ),
    );
  });

  it("'Limpiar filtros' empties the institution picker too", async () => {
    const { calls } = fakeClientsServer([makeClient({ name: 'Luis Quispe' })]);
    renderWithProviders(<ClientsPage />, { path: PATH });
    await screen.findByRole('row', { name: /Luis Quispe/ });
    const picker = screen.getByRole('combobox', { name: 'Institución' });
    await userEvent.type(picker, 'san');
    await userEvent.click(await screen.findByRole('option', { name: 'Colegio San José' }));
    await waitFor(() =>
      expect(clientListCalls(calls).at(-1)).toContain(`institutionId=${SCHOOL.id}`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(clientListCalls(calls).at(-1)).not.toContain('institutionId'));
    expect(picker).toHaveValue('');
    expect(picker).toHaveAttribute('placeholder', 'Todas');

    // Text typed but not chosen does not stay in the box.
    await userEvent.type(picker, 'algo');
    await userEvent.tab();
    expect(picker).toHaveValue('');
  });

  it('edits a client: the picker shows its institution, and choosing none sends null', async () => {
    const luis = makeClient({
      name: 'Luis Quispe',
      institutionId: SCHOOL.id,
      institution: { id: SCHOOL.id, name: SCHOOL.name },
    });
    const { calls } = fakeClientsServer([luis]);
    renderWithProviders(<ClientsPage />, { path: PATH });
    const form = await openDialog('Editar Luis Quispe', 'Editar Cliente');
    const picker = within(form).getByRole('combobox', { name: 'Institución' });
    expect(picker).toHaveValue('Colegio San José');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Sin institución' }));
    expect(picker).toHaveValue('');
    await userEvent.click(within(form).getByLabelText('Pausar recordatorios de pago'));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Cliente actualizado exitosamente');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: luis.id,
      institutionId: null,
      remindersPaused: true,
    });
  });

  it("requires the email for 'Crear acceso' and sends the phone with +591", async () => {
    const { calls } = fakeClientsServer([]);
    renderWithProviders(<ClientsPage />, { path: PATH });
    expect(await screen.findByText('No hay clientes registrados.')).toBeInTheDocument();
    const form = await openDialog('Agregar Cliente', 'Registrar Nuevo Cliente');
    await typeInto(form, {
      Nombre: 'María Fernanda Quiroga (U.E. San José)',
      'Documento (CI/NIT)': '1234567 lp',
      'Teléfono (WhatsApp)': '71234567',
    });
    // Issue 34: a client's name as businesses write it raises no complaint.
    expect(within(form).getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Institución' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colegio San José' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Crear acceso' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cliente' }));
    expect(
      await within(form).findByText('El correo es requerido para crear el acceso del cliente'),
    ).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'luis@cliente.bo');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cliente' }));
    expect(
      await screen.findByText('Cliente creado. Se ha enviado una invitación por correo.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'María Fernanda Quiroga (U.E. San José)',
      documentNumber: '1234567 LP',
      email: 'luis@cliente.bo',
      phone: '+59171234567',
      city: null,
      address: null,
      institutionId: SCHOOL.id,
      notes: null,
      remindersPaused: false,
      createAccess: true,
    });
  });

  it('says that deactivating a client with portal access ends their sessions at once', async () => {
    const account = {
      userId: 900,
      email: 'rosa@cliente.bo',
      status: 'ACTIVE',
      lastLoginAt: null,
      hasPassword: true,
    };
    const rosa = makeClient({ name: 'Rosa Mamani', account });
    const { calls } = fakeClientsServer([rosa]);
    renderWithProviders(<ClientsPage />, { path: PATH });
    await answerConfirmation('Desactivar Rosa Mamani', 'Desactivar Cliente', {
      answer: 'Cancelar',
      question:
        '¿Desactivar al cliente Rosa Mamani? Su acceso al portal quedará desactivado y sus sesiones abiertas se cerrarán de inmediato.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deactivates a client with { id, status } and exports the filtered list', async () => {
    const luis = makeClient({ name: 'Luis Quispe' });
    const { calls } = fakeClientsServer([luis]);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ClientsPage />, { path: PATH });
    await answerConfirmation('Desactivar Luis Quispe', 'Desactivar Cliente', {
      answer: 'Desactivar',
      question: '¿Desactivar al cliente Luis Quispe?',
    });
    expect(await screen.findByText('Cliente Luis Quispe desactivado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: luis.id,
      status: 'INACTIVE',
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/client/export.csv?status=INACTIVE&sort=name')).toBe(
        true,
      ),
    );
  });
});
