import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { color, makeModel } from '../model.fixtures';
import { PAGE_PATH, PAGE_ROUTE, fakeModelsServer, sillaWithImage } from './models-page.fixtures';
import { ModelsPage } from './models-page';

const show = () => renderWithProviders(<ModelsPage />, { path: PAGE_PATH, route: PAGE_ROUTE });
const dialog = (name: string) => screen.getByRole('dialog', { name });
/** A form dialog: its code loads when it is first opened. */
const formDialog = (name: string) => screen.findByRole('dialog', { name });
const openMenu = async (model: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${model}` }));
  return screen.getByRole('menu', { name: `Acciones de ${model}` });
};
const choose = async (model: string, action: string) => {
  const menu = await openMenu(model);
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
};

describe('ModelsPage: register, edit, details, delete, trash', () => {
  beforeEach(() => {
    resetToastDedup();
    toast.remove();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role: 'DIRECTOR' }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('registers a model from the modal and refreshes the list', async () => {
    const server = fakeModelsServer([makeModel({ name: 'Mesa' })]);
    show();
    await screen.findByText('Mesa');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Modelo' }));
    const form = await formDialog('Registrar Nuevo Modelo');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre del Modelo' }), 'Silla');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar Modelo' }));
    expect(await screen.findByText('Modelo creado exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Silla')).toBeInTheDocument();
    const sent = server.calls.find((c) => c.path === '/api/model/create')!.body;
    expect(sent).toMatchObject({
      name: 'Silla',
      lineId: 5,
      status: 'ACTIVE',
      description: '[]',
      colors: [],
      media: [],
      createdBy: 'admin',
      updatedBy: 'Ana',
    });
    expect(server.countOf('GET', '/api/model/all/lineId/5')).toBe(2);
  });

  it.each([
    [
      400,
      'NAME_TAKEN',
      'Ya existe un modelo con este nombre',
      'Ya existe un modelo con este nombre',
    ],
    [
      400,
      'UNAVAILABLE',
      'La línea seleccionada no existe',
      'Error al crear modelo: La línea seleccionada no existe',
    ],
    [500, 'INTERNAL', 'Error interno', 'Error al crear modelo'],
  ])(
    'tells a refused register (%i %s) as SPEC.md §8 says',
    async (status, code, message, shown) => {
      const server = fakeModelsServer([]);
      server.fail('create', status, message, code);
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Agregar Modelo' }));
      const form = await formDialog('Registrar Nuevo Modelo');
      await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre del Modelo' }), 'X');
      await userEvent.click(within(form).getByRole('button', { name: 'Registrar Modelo' }));
      expect(await screen.findByText(shown, { selector: '[role="status"]' })).toBeInTheDocument();
      // The form stays open to be corrected.
      expect(dialog('Registrar Nuevo Modelo')).toBeInTheDocument();
    },
  );

  it('edits a model to Inactivo; a refused save says why', async () => {
    const server = fakeModelsServer([
      makeModel({ name: 'Silla', colors: [color(3, 'Lino', 'Nogal')] }),
    ]);
    show();
    await choose('Silla', 'Editar');
    const form = await formDialog('Editar Modelo');
    expect(within(form).getByRole('textbox', { name: 'Nombre del Modelo' })).toHaveValue('Silla');
    expect(within(form).getAllByTestId('model-color-row')).toHaveLength(1);
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Estado' }),
      'Inactivo',
    );

    server.fail('update', 400, 'Ya existe un modelo con este nombre', 'NAME_TAKEN');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findByText('Ya existe un modelo con este nombre', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    server.fail('update', 400, 'El color debe tener el formato #RRGGBB');
    resetToastDedup();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findByText('Error al actualizar modelo: El color debe tener el formato #RRGGBB'),
    ).toBeInTheDocument();

    server.heal('update');
    resetToastDedup();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Modelo actualizado exitosamente')).toBeInTheDocument();
    const row = (await screen.findByText('Silla')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Inactivo')).toBeInTheDocument());
    const sent = server.calls.filter((c) => c.path === '/api/model/update').at(-1)!.body;
    expect(sent).toMatchObject({
      status: 'INACTIVE',
      colors: [{ id: 3, modelId: expect.any(Number) }],
    });
  });

  it('refreshes the list when a stored file was removed from the server, even on Cancelar', async () => {
    const server = fakeModelsServer([sillaWithImage()]);
    show();
    await choose('Silla', 'Editar');
    const form = await formDialog('Editar Modelo');
    await userEvent.click(within(form).getByRole('button', { name: 'Eliminar silla.png' }));
    expect(await screen.findByText('Archivo eliminado exitosamente')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/media/delete')?.body).toEqual([
      { url: '/media/a.png' },
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(server.countOf('GET', '/api/model/all/lineId/5')).toBe(2));
  });

  it('shows the details on two tabs, fresh from the server, and closes', async () => {
    const model = sillaWithImage();
    const server = fakeModelsServer([model]);
    show();
    await choose('Silla', 'Ver detalles');
    const details = dialog('Detalles del Modelo');
    const detailsTab = within(details).getByRole('tab', { name: 'Detalles del Modelo' });
    expect(detailsTab).toHaveAttribute('aria-selected', 'true');
    expect(within(details).getByText('Respaldo alto')).toBeInTheDocument();
    // Arrow keys move between the tabs.
    detailsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(details).getByRole('tab', { name: 'Multimedia' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(details).getByRole('img', { name: 'silla.png' })).toBeInTheDocument();
    expect(server.countOf('GET', `/api/model/${model.id}`)).toBe(1);
    const close = within(details).getAllByRole('button', { name: 'Cerrar' });
    await userEvent.click(close.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes after confirmation, or says it could not', async () => {
    const server = fakeModelsServer([makeModel({ name: 'Silla' }), makeModel({ name: 'Mesa' })]);
    show();
    server.fail('delete', 500, 'x');
    await choose('Mesa', 'Eliminar');
    await userEvent.click(
      within(dialog('Eliminar Modelo')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Error al eliminar el modelo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.heal('delete');
    await choose('Silla', 'Eliminar');
    const confirm = dialog('Eliminar Modelo');
    expect(
      within(confirm).getByText(
        '¿Estás seguro de que deseas eliminar el modelo Silla? Esta acción no se puede deshacer.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Modelo Silla eliminado exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Silla')).toBeNull());
  });

  it('restores a model from the Papelera', async () => {
    fakeModelsServer(
      [],
      [makeModel({ name: 'Vieja', deletedAt: '2025-02-01T10:00:00.000Z', deletedBy: 'Luis' })],
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Papelera' }));
    expect(await screen.findByText('Luis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Vieja' }));
    expect(await screen.findByText('Modelo Vieja restaurado exitosamente')).toBeInTheDocument();
    expect(await screen.findByText('La papelera está vacía.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modelos' }));
    expect(await screen.findByText('Vieja')).toBeInTheDocument();
  });

  it('works the actions menu from the keyboard', async () => {
    fakeModelsServer([makeModel({ name: 'Silla' })]);
    show();
    const button = await screen.findByRole('button', { name: 'Acciones de Silla' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ver detalles', 'Editar', 'Eliminar']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Eliminar' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(dialog('Eliminar Modelo')).toBeInTheDocument();
  });
});
