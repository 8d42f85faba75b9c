import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { resetToastDedup } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { LineForm } from './line-form';

const empty = { name: '', color: '#000000', description: [], status: 'ACTIVE' as const };

function setup(props: Partial<Parameters<typeof LineForm>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  renderWithProviders(
    <LineForm
      mode="create"
      defaultValues={empty}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel };
}
const nameBox = () => screen.getByRole('textbox', { name: 'Nombre' });
/** Replaces the colour's hexadecimal code with `code`. */
async function typeHex(code: string) {
  const hex = screen.getByRole('textbox', { name: 'Color: código hexadecimal' });
  await userEvent.clear(hex);
  await userEvent.type(hex, code);
}

describe('LineForm', () => {
  beforeEach(() => resetToastDedup());

  it('strips characters a name may not hold as they are typed', async () => {
    setup();
    await userEvent.type(nameBox(), 'Línea #1: Pingüino & Año!');
    expect(nameBox()).toHaveValue('Línea 1 Pingüino  Año');
  });

  it('submits the cleaned values', async () => {
    const { onSubmit } = setup();
    await userEvent.type(nameBox(), '  Clásica ');
    await typeHex('8b4513');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Descripción / Características' }),
      'Roble{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Línea' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Clásica',
      color: '#8B4513',
      description: ['Roble'],
      status: 'ACTIVE',
    });
  });

  it('shows one invalid-form toast however often an invalid form is sent', async () => {
    const { onSubmit } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Línea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Línea' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Por favor, corrija los errores en el formulario.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an incomplete colour code', async () => {
    const { onSubmit } = setup();
    await userEvent.type(nameBox(), 'Nueva');
    await typeHex('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Línea' }));
    expect(await screen.findByText('El color debe tener el formato #RRGGBB')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Guardando...' while saving and shows a taken name beside the field", async () => {
    let reject: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, r) => (reject = r)));
    setup({ onSubmit });
    await userEvent.type(nameBox(), 'Clásica');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Línea' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    reject(new ApiError(400, 'Ya existe una línea con este nombre', null, 'NAME_TAKEN'));
    expect(await screen.findByText('Ya existe una línea con este nombre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Línea' })).toBeEnabled();
  });

  it('edits the status too, requiring one', async () => {
    const { onSubmit } = setup({
      mode: 'edit',
      defaultValues: { ...empty, name: 'Moderna', status: '' as 'ACTIVE' },
    });
    expect(screen.queryByRole('button', { name: 'Guardar Línea' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El estado es requerido')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Moderna', status: 'INACTIVE' });
  });

  it('has no status on create and cancels without saving', async () => {
    const { onCancel, onSubmit } = setup();
    expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
