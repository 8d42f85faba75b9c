import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { PATH, fakeLinesServer, makeLine, signInDirector } from './lines-page.fixtures';
import { LinesPage } from './lines-page';

const ISO = /^\d{4}-\d{2}-\d{2}T/;
const lines = () =>
  Array.from({ length: 7 }, (_, i) =>
    makeLine({ name: `Serie ${String.fromCharCode(65 + i)}`, color: '#112233' }),
  );

async function renderPage(initial = lines(), trash = [makeLine({ name: 'Antigua' })]) {
  const server = fakeLinesServer(initial, trash);
  renderWithProviders(<LinesPage />, { path: PATH });
  await screen.findByText(/Mostrando|No hay líneas/);
  return server;
}

describe('LinesPage: create, edit, delete, restore', () => {
  beforeEach(signInDirector);
  afterEach(() => vi.restoreAllMocks());

  it('creates a line with the SPEC payload, closes, refreshes and goes back to page 1', async () => {
    const server = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const dialog = await openDialog('Agregar Línea', 'Registrar Nueva Línea');
    expect(within(dialog).getByText('No se han agregado descripciones')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Nueva');
    const items = within(dialog).getByRole('textbox', { name: 'Descripción / Características' });
    await userEvent.type(items, 'Roble{Enter}   {Enter}Lino{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Línea' }));

    expect(await screen.findByText('Línea creada exitosamente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = server.calls.find((c) => c.path === '/api/line/create')!.body;
    expect(sent).toEqual({
      name: 'Nueva',
      color: '#000000',
      status: 'ACTIVE',
      description: '["Roble","Lino"]',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      createdBy: 'Ana',
      updatedBy: 'Ana',
    });
    expect(await screen.findByText('Mostrando 1 a 6 de 8 líneas')).toBeInTheDocument();
    expect(screen.getByText('Nueva')).toBeInTheDocument();
  });

  it('keeps the form open and says so when creating fails', async () => {
    const server = await renderPage();
    server.fail('create', 500, 'Error interno');
    const dialog = await openDialog('Agregar Línea', 'Registrar Nueva Línea');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Nueva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Línea' }));
    expect(await screen.findByText('Error al crear la línea')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Registrar Nueva Línea' })).toBeInTheDocument();
  });

  it('edits a line with the SPEC payload and refreshes the list', async () => {
    const initial = lines();
    const server = await renderPage(initial);
    const dialog = await openDialog('Editar Serie A', 'Editar Línea');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado' }),
      'Inactivo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Línea actualizada exitosamente')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/line/update')!.body).toEqual({
      id: initial[0]!.id,
      name: 'Serie A',
      description: '[]',
      color: '#112233',
      status: 'INACTIVE',
      updatedAt: expect.stringMatching(ISO),
      updatedBy: 'Ana',
    });
    await waitFor(() => expect(server.countOf('GET', '/api/line')).toBe(2));
    const row = screen.getByRole('row', { name: /Serie A/ });
    expect(await within(row).findByText('Inactivo')).toHaveAttribute('data-tone', 'inactive');
  });

  it.each([
    [
      400,
      'NAME_TAKEN',
      'Ya existe una línea con este nombre',
      'Ya existe una línea con este nombre',
    ],
    [400, 'VALIDATION', 'Campo x inválido', 'Error al actualizar la línea: Campo x inválido'],
    [500, 'INTERNAL', 'Error interno', 'Error al actualizar la línea'],
  ])('maps an update failure %i %s to its toast', async (status, code, message, toast) => {
    const server = await renderPage();
    server.fail('update', status, message, code);
    const dialog = await openDialog('Editar Serie B', 'Editar Línea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findAllByText(toast)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Editar Línea' })).toBeInTheDocument();
  });

  it('asks before deleting, then closes, toasts and reloads', async () => {
    const server = await renderPage();
    const dialog = await openDialog('Eliminar Serie C', 'Eliminar Línea');
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar la línea Serie C? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Línea Serie C eliminada exitosamente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Serie C')).toBeNull());
    expect(server.countOf('GET', '/api/line')).toBe(2);
  });

  it('closes the confirmation even when the delete fails', async () => {
    const server = await renderPage();
    server.fail('delete', 500, 'Error interno');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Serie C' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar Línea' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText('Error al eliminar la línea')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Serie C')).toBeInTheDocument();
  });

  it('restores a line from the Papelera, or says its name is taken', async () => {
    const server = await renderPage(lines(), [
      makeLine({ name: 'Antigua', deletedAt: '2025-02-01T10:00:00.000Z', deletedBy: 'Luis' }),
      makeLine({ name: 'Repetida', deletedAt: '2025-02-01T10:00:00.000Z', deletedBy: 'Luis' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Papelera' }));
    expect(await screen.findByText('Antigua')).toBeInTheDocument();
    expect(screen.getAllByText('Luis')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Antigua' }));
    expect(await screen.findByText('Línea Antigua restaurada exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Antigua')).toBeNull());

    server.fail('restore', 409, 'Ya existe una línea con este nombre', 'NAME_TAKEN');
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Repetida' }));
    expect(await screen.findByText('Ya existe una línea con este nombre')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Líneas' }));
    expect(await screen.findByText('Antigua')).toBeInTheDocument();
  });
});
