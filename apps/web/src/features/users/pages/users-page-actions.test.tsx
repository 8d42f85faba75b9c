import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissPasswordLink } from '../../../lib/password-link';
import { resetToastDedup } from '../../../lib/toast';
import { answerConfirmation, openDialog, typeInto } from '../../../test/list-helpers';
import { copiesInvitationLink } from '../../../test/password-link';
import { renderWithProviders } from '../../../test/render';
import { ME, fakeUsersServer, makeUser, signInAs } from './users-page.fixtures';
import { UsersPage } from './users-page';

const PATH = '/director/dashboard/users';
const sent = (
  calls: { method: string; path: string; body: unknown }[],
  method: string,
  path: string,
) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

/** The list, once it shows, with its 'Registrar Nuevo Usuario' form open. */
async function openNewUserForm() {
  renderWithProviders(<UsersPage />, { path: PATH });
  await screen.findByRole('row', { name: /Ana Directora/ });
  return openDialog('Agregar Usuario', 'Registrar Nuevo Usuario');
}

describe('UsersPage: changing accounts', () => {
  beforeEach(() => {
    resetToastDedup();
    signInAs(ME);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => dismissPasswordLink());
  });

  it('creates an account with an invitation and shows the server’s message', async () => {
    const { calls } = fakeUsersServer([ME]);
    const form = await openNewUserForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Usuario' }));
    expect(await within(form).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(within(form).getByText('El rol es requerido')).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, corrija los errores en el formulario.'),
    ).toBeInTheDocument();

    await typeInto(form, {
      Nombre: 'Rosa Admin',
      'Correo electrónico': 'Rosa@Taller.bo',
      Teléfono: '70012345',
    });
    await userEvent.selectOptions(within(form).getByLabelText('Rol'), 'Administrador');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Usuario' }));
    expect(
      await screen.findByText('Usuario creado. Se ha enviado una invitación por correo.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/user/create')).toEqual([
      {
        name: 'Rosa Admin',
        email: 'rosa@taller.bo',
        phone: '+59170012345',
        role: 'ADMINISTRADOR',
        invite: true,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when no mail server sent the invitation, and shows the link with Copiar enlace', async () => {
    const link = 'http://localhost:3000/reset-password?token=abc123';
    fakeUsersServer([ME], {
      create: {
        message: 'Usuario creado. No hay un servidor de correo configurado: comparta el enlace.',
        data: { ...makeUser({ name: 'Rosa Admin' }), passwordLink: link },
      },
    });
    const form = await openNewUserForm();
    await typeInto(form, { Nombre: 'Rosa Admin', 'Correo electrónico': 'rosa@taller.bo' });
    await userEvent.selectOptions(within(form).getByLabelText('Rol'), 'Administrador');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Usuario' }));

    // Never the old 'Se ha enviado una invitación por correo.' when nothing was sent.
    expect(
      await screen.findByText(
        'Usuario creado. No hay un servidor de correo configurado: comparta el enlace.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Se ha enviado una invitación/)).toBeNull();
    const offer = await screen.findByRole('dialog', { name: 'Invitación sin enviar' });
    expect(offer).toHaveTextContent(
      'No hay un servidor de correo configurado, así que no se envió ningún correo a Rosa Admin.',
    );
    await copiesInvitationLink(offer, link);
    await userEvent.click(within(offer).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the link of 'Restablecer contraseña' the same way when it was not mailed", async () => {
    const other = makeUser({ name: 'Otro Admin' });
    const link = 'http://localhost:3000/reset-password?token=xyz789';
    fakeUsersServer([ME, other], {
      link: {
        message: 'No hay un servidor de correo configurado: comparta el enlace.',
        data: { ...other, passwordLink: link },
      },
    });
    renderWithProviders(<UsersPage />, { path: PATH });
    const offer = await openDialog('Restablecer contraseña de Otro Admin', 'Enlace sin enviar');
    expect(within(offer).getByLabelText('Enlace para restablecer la contraseña')).toHaveValue(link);
    expect(within(offer).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.queryByText('Se ha enviado un enlace para restablecer la contraseña')).toBeNull();
  });

  it('creates with an initial password instead, and puts a taken email beside its field', async () => {
    const { calls } = fakeUsersServer([ME], {
      create: { status: 409, message: 'Ya existe un usuario con este correo', code: 'EMAIL_TAKEN' },
    });
    const form = await openNewUserForm();
    await typeInto(form, { Nombre: 'Rosa', 'Correo electrónico': 'ana@taller.bo' });
    await userEvent.selectOptions(within(form).getByLabelText('Rol'), 'Productor');
    await userEvent.click(within(form).getByRole('radio', { name: 'Contraseña inicial' }));
    await userEvent.type(within(form).getByLabelText('Contraseña'), 'una-clave-larga-9');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Usuario' }));
    const email = within(form).getByLabelText('Correo electrónico');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Ya existe un usuario con este correo'),
    );
    expect(sent(calls, 'POST', '/api/user/create')[0]).toMatchObject({
      password: 'una-clave-larga-9',
      role: 'PRODUCER',
    });
    expect(sent(calls, 'POST', '/api/user/create')[0]).not.toHaveProperty('invite');
  });

  it('only a director is offered the Director role', async () => {
    signInAs({ id: 5, name: 'Admin', email: 'admin@t.bo', role: 'ADMIN' });
    fakeUsersServer([ME]);
    await openNewUserForm();
    expect(screen.getByRole('option', { name: 'Director' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Administrador' })).toBeEnabled();
  });

  it('gives one toast, the SPEC one, and the reason beside Rol when the server refuses to grant Director (403)', async () => {
    // Demoted to ADMIN after signing in: the page still offers Director; the server refuses it.
    const other = makeUser({ name: 'Otro Admin' });
    const { calls } = fakeUsersServer([ME, other], {
      update: { status: 403, message: 'Solo un director puede asignar el rol Director' },
    });
    renderWithProviders(<UsersPage />, { path: PATH });
    const form = await openDialog('Editar Otro Admin', 'Editar Usuario');
    await userEvent.selectOptions(within(form).getByLabelText('Rol'), 'Director');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/user/update')).toEqual([{ id: other.id, role: 'DIRECTOR' }]),
    );
    expect(
      await screen.findByText('Acceso denegado para realizar esta acción'),
    ).toBeInTheDocument();
    // The refusal is handled once the reason shows beside Rol: any second toast would be up.
    await waitFor(() =>
      expect(within(form).getByLabelText('Rol')).toHaveAccessibleDescription(
        'Solo un director puede asignar el rol Director',
      ),
    );
    // The open dialog hides the rest of the page from queries.
    const toaster = document.querySelector<HTMLElement>('[data-rht-toaster]')!;
    expect(within(toaster).getAllByRole('status', { hidden: true })).toHaveLength(1);
    expect(
      within(toaster).queryByText('Solo un director puede asignar el rol Director'),
    ).toBeNull();
    expect(within(form).getByLabelText('Rol')).toHaveAccessibleDescription(
      'Solo un director puede asignar el rol Director',
    );
    expect(screen.getByRole('dialog', { name: 'Editar Usuario' })).toBeInTheDocument();
  });

  it('sends a password link, and deactivates with { id, status }', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    const { calls } = fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restablecer contraseña de Otro Admin' }),
    );
    expect(
      await screen.findByText('Se ha enviado un enlace para restablecer la contraseña'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/api/user/${other.id}/reset-password`)).toBe(true);

    await answerConfirmation('Desactivar Otro Admin', 'Desactivar Usuario', {
      answer: 'Desactivar',
    });
    expect(await screen.findByText('Usuario Otro Admin desactivado')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/user/update')).toEqual([{ id: other.id, status: 'INACTIVE' }]);
    expect(await screen.findByRole('button', { name: 'Activar Otro Admin' })).toBeInTheDocument();
    // Activating needs no confirmation; its toast names the result too.
    await userEvent.click(screen.getByRole('button', { name: 'Activar Otro Admin' }));
    expect(await screen.findByText('Usuario Otro Admin activado')).toBeInTheDocument();
  });

  it('asks before deactivating, naming the user and what happens; Cancelar changes nothing', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    const { calls } = fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    await answerConfirmation('Desactivar Otro Admin', 'Desactivar Usuario', {
      answer: 'Cancelar',
      question:
        '¿Desactivar al usuario Otro Admin? No podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'PUT', '/api/user/update')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Desactivar Otro Admin' })).toBeInTheDocument();
  });

  it('edits only what changed, keeping one’s own role locked', async () => {
    const { calls } = fakeUsersServer([ME]);
    renderWithProviders(<UsersPage />, { path: PATH });
    const form = await openDialog('Editar Ana Directora', 'Editar Usuario');
    expect(within(form).getByLabelText('Rol')).toBeDisabled();
    expect(within(form).getByText('No puedes cambiar tu propio rol')).toBeInTheDocument();
    const name = within(form).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/user/update')).toEqual([{ id: ME.id, name: 'Ana María' }]),
    );
    expect(await screen.findByText('Usuario actualizado exitosamente')).toBeInTheDocument();
  });

  it('shows the server’s refusal as a toast (last director)', async () => {
    const other = makeUser({ name: 'Otro Director', role: 'DIRECTOR' });
    fakeUsersServer([ME, other], {
      update: { status: 409, message: 'No se puede desactivar al último director activo' },
    });
    renderWithProviders(<UsersPage />, { path: PATH });
    await answerConfirmation('Desactivar Otro Director', 'Desactivar Usuario', {
      answer: 'Desactivar',
    });
    expect(
      await screen.findByText('No se puede desactivar al último director activo'),
    ).toBeInTheDocument();
  });

  it('deletes after confirmation and restores from the Papelera', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    await answerConfirmation('Eliminar Otro Admin', 'Eliminar Usuario', {
      answer: 'Eliminar',
      question: '¿Está seguro de que desea eliminar al usuario Otro Admin?',
    });
    expect(await screen.findByText('Usuario eliminado exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Otro Admin/ })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Papelera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar Otro Admin' }));
    expect(await screen.findByText('Usuario restaurado exitosamente')).toBeInTheDocument();
    expect(await screen.findByText('La papelera está vacía.')).toBeInTheDocument();
  });

  it('takes a delete back from its toast with Deshacer', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    const { calls } = fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    await answerConfirmation('Eliminar Otro Admin', 'Eliminar Usuario', { answer: 'Eliminar' });
    const toast = (await screen.findByText('Usuario eliminado exitosamente')).parentElement!;
    await waitFor(() => expect(screen.queryByRole('row', { name: /Otro Admin/ })).toBeNull());

    await userEvent.click(within(toast).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Usuario restaurado exitosamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/user/restore/${other.id}`,
    ]);
    expect(await screen.findByRole('row', { name: /Otro Admin/ })).toBeInTheDocument();
  });

  it('takes a deactivation back from its toast with Deshacer', async () => {
    const other = makeUser({ name: 'Otro Admin' });
    const { calls } = fakeUsersServer([ME, other]);
    renderWithProviders(<UsersPage />, { path: PATH });
    await answerConfirmation('Desactivar Otro Admin', 'Desactivar Usuario', {
      answer: 'Desactivar',
    });
    const toast = (await screen.findByText('Usuario Otro Admin desactivado')).parentElement!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Usuario Otro Admin activado')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/user/update')).toEqual([
      { id: other.id, status: 'INACTIVE' },
      { id: other.id, status: 'ACTIVE' },
    ]);
  });
});
