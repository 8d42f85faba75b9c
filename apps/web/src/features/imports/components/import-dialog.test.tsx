import { IMPORT_MESSAGES as M, type ImportPreview, type ImportResult } from '@taller/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { renderWithProviders } from '../../../test/render';
import { previewImport, runImport, undoImport } from '../api/import-calls';
import { ImportButton } from './import-button';

vi.mock('../api/import-calls', () => ({
  previewImport: vi.fn(),
  runImport: vi.fn(),
  undoImport: vi.fn(),
}));

const PREVIEW: ImportPreview = {
  resource: 'client',
  fileName: 'clientes.csv',
  headers: ['Nombre', 'CI', 'Celular'],
  mapping: {
    name: 'Nombre',
    documentNumber: 'CI',
    email: null,
    phone: 'Celular',
    city: null,
    address: null,
    notes: null,
  },
  rows: [
    { line: 2, values: { name: 'Ana Pérez', documentNumber: '7001' }, errors: [] },
    { line: 3, values: { name: '', documentNumber: '7002' }, errors: ['El nombre es obligatorio'] },
  ],
  valid: 1,
  invalid: 1,
};

const RESULT: ImportResult = {
  importId: 12,
  created: 1,
  refused: [PREVIEW.rows[1]!],
  refusedCsv: '\uFEFFNombre;CI;Celular;Errores\r\n;7002;;El nombre es obligatorio\r\n',
};

async function chooseFile() {
  renderWithProviders(<ImportButton resource="client" />);
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  const file = new File(['Nombre;CI\n'], 'clientes.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Archivo CSV o Excel (.xlsx)'), file);
  return file;
}

describe('ImportDialog', () => {
  beforeEach(() => {
    vi.mocked(previewImport).mockResolvedValue(PREVIEW);
  });

  it('previews the file: columns prefilled from the mapping, each row with its errors', async () => {
    const file = await chooseFile();
    expect(previewImport).toHaveBeenCalledWith('client', file, null);
    expect(await screen.findByRole('combobox', { name: 'Documento (obligatorio)' })).toHaveValue(
      'CI',
    );
    expect(screen.getByRole('combobox', { name: 'Correo' })).toHaveValue('');
    const table = screen.getByRole('table', { name: 'Filas del archivo con sus errores' });
    expect(within(table).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(table).getByText('Correcta')).toBeInTheDocument();
    expect(screen.getByText('1 fila válida, 1 con errores')).toBeInTheDocument();
  });

  it('reads the file again with a column chosen by hand', async () => {
    const file = await chooseFile();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Correo' }),
      'Celular',
    );
    expect(previewImport).toHaveBeenLastCalledWith('client', file, {
      ...PREVIEW.mapping,
      email: 'Celular',
    });
  });

  it('imports the valid rows, offers the refused ones as a CSV and undoes the import', async () => {
    vi.mocked(runImport).mockResolvedValue({ result: RESULT, message: M.imported(1, 1) });
    vi.mocked(undoImport).mockResolvedValue({ importId: 12, removed: 1 });
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 1 fila válida' }));
    expect(await screen.findByText(M.imported(1, 1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar filas con errores' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer importación' }));
    expect(undoImport).toHaveBeenCalledWith(12);
    expect(await screen.findByText(M.undone(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer importación' })).toBeNull();
  });

  it('shows a refusal of the file in Spanish and lets another file be chosen', async () => {
    vi.mocked(previewImport).mockImplementation(async () => {
      throw new ApiError(400, M.unreadable, null, 'IMPORT_UNREADABLE');
    });
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.unreadable);
    expect(screen.getByLabelText('Archivo CSV o Excel (.xlsx)')).toBeEnabled();
  });
});
