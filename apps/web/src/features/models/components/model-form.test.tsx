import type { MediaItem, UploadedMedia } from '@taller/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { resetToastDedup } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { uploadMedia } from '../../media/api/upload-media';
import { ModelForm, type ModelFormProps } from './model-form';

vi.mock('../../media/api/upload-media', () => ({ uploadMedia: vi.fn() }));
const uploadMock = vi.mocked(uploadMedia);

const empty = {
  name: '',
  lineId: 5,
  description: [],
  status: 'ACTIVE' as const,
  colors: [],
  media: [] as MediaItem[],
};

function setup(props: Partial<ModelFormProps> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <ModelForm
      mode="create"
      defaultValues={empty}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return { onSubmit };
}
const nameBox = () => screen.getByRole('textbox', { name: 'Nombre del Modelo' });
const colorRows = () => screen.queryAllByTestId('model-color-row');
const register = () => userEvent.click(screen.getByRole('button', { name: 'Registrar Modelo' }));

describe('ModelForm', () => {
  beforeEach(() => {
    resetToastDedup();
    // Toasts live in a module-wide store: none left over from another test.
    toast.remove();
  });
  afterEach(() => uploadMock.mockReset());

  it('has the five sections of SPEC.md §2', () => {
    setup();
    for (const title of [
      'Información Básica',
      'Características',
      'Configuración',
      'Archivos Multimedia',
      'Colores del Modelo',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('No se han agregado características')).toBeInTheDocument();
    expect(screen.getByText('No se han agregado colores')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('ACTIVE');
  });

  it('adds a colour as a white interior in a black frame, with a live preview', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Color' }));
    const row = within(colorRows()[0]!);
    expect(row.getByRole('textbox', { name: 'Color Interior: código hexadecimal' })).toHaveValue(
      '#FFFFFF',
    );
    expect(row.getByRole('textbox', { name: 'Color Marco: código hexadecimal' })).toHaveValue(
      '#000000',
    );
    expect(row.getByLabelText('Color Interior: selector')).toHaveValue('#ffffff');
    expect(row.getByLabelText('Color Marco: selector')).toHaveValue('#000000');
    expect(
      row.getByRole('img', { name: 'Marco: #000000 · Interior: #FFFFFF' }),
    ).toBeInTheDocument();

    await userEvent.type(row.getByRole('textbox', { name: 'Nombre del color interior' }), 'Lino');
    const frame = row.getByRole('textbox', { name: 'Color Marco: código hexadecimal' });
    await userEvent.clear(frame);
    await userEvent.type(frame, '5c4033');
    await userEvent.type(row.getByRole('textbox', { name: 'Nombre del color marco' }), 'Nogal');
    const preview = row.getByRole('img', { name: 'Marco: Nogal · Interior: Lino' });
    expect(preview).toHaveStyle({ backgroundColor: '#5C4033' });
  });

  it('submits trimmed values, features as typed (blanks dropped later), colours in order', async () => {
    const { onSubmit } = setup();
    await userEvent.type(nameBox(), '  Silla  ');
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Agregar Característica' }));
    }
    // A new feature box takes the focus.
    expect(screen.getByRole('textbox', { name: 'Característica 3' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Característica 1' }), 'Alta');
    await userEvent.type(screen.getByRole('textbox', { name: 'Característica 3' }), 'Lino');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Color' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Color' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar color 1' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await register();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Silla',
      lineId: 5,
      description: ['Alta', '', 'Lino'],
      status: 'INACTIVE',
      colors: [{ baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000' }],
      media: [],
    });
  });

  it('shows one invalid-form toast on register, none on edit, and the field message', async () => {
    const { onSubmit } = setup();
    await register();
    await register();
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Por favor, corrija los errores en el formulario.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the name on edit without the register toast', async () => {
    setup({ mode: 'edit', defaultValues: { ...empty, name: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.queryByText('Por favor, corrija los errores en el formulario.')).toBeNull();
  });

  it('blocks saving while files upload, then saves them in order', async () => {
    let finish: (items: UploadedMedia[]) => void = () => {};
    uploadMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { onSubmit } = setup();
    await userEvent.type(nameBox(), 'Mesa');
    const picker = screen.getByLabelText(/Seleccionar archivos multimedia/);
    await userEvent.upload(picker, [new File(['x'], 'a.png', { type: 'image/png' })]);
    await register();
    expect(
      await screen.findByText('Espere a que terminen de subirse los archivos.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    finish([
      { id: 9, url: '/media/a.png', fileType: 'IMAGE', displayOrder: 1, originalName: 'a.png' },
    ]);
    expect(await screen.findByRole('img', { name: 'Miniatura de a.png' })).toBeInTheDocument();
    await register();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].media).toEqual([
      { id: 9, url: '/media/a.png', fileType: 'IMAGE', displayOrder: 1, originalName: 'a.png' },
    ]);
  });

  it("says 'Guardando...' while saving and shows a taken name beside the field", async () => {
    let reject: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, r) => (reject = r)));
    setup({ onSubmit });
    await userEvent.type(nameBox(), 'Silla');
    await register();
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    reject(new ApiError(400, 'Ya existe un modelo con este nombre', null, 'NAME_TAKEN'));
    expect(await screen.findByText('Ya existe un modelo con este nombre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar Modelo' })).toBeEnabled();
    expect(nameBox()).toHaveFocus();
  });

  it('keeps stored colour ids through an edit', async () => {
    const { onSubmit } = setup({
      mode: 'edit',
      defaultValues: {
        ...empty,
        name: 'Sofá',
        colors: [
          {
            id: 77,
            baseName: 'Cuero',
            baseHexa: '#111111',
            frameName: 'Roble',
            frameHexa: '#8B4513',
          },
        ],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Color' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].colors).toEqual([
      { id: 77, baseName: 'Cuero', baseHexa: '#111111', frameName: 'Roble', frameHexa: '#8B4513' },
      { baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000' },
    ]);
  });
});
