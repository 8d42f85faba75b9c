import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtersInTheBrowser, openDialog, pagesThroughTwo, rows } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { PATH, fakeLinesServer, makeLine, signInDirector } from './lines-page.fixtures';
import { LinesPage } from './lines-page';

const SEVEN = [
  makeLine({ name: 'Clásica', description: '["Madera de roble","Barniz"]' }),
  makeLine({ name: 'Moderna', description: 'Acero cepillado', status: 'INACTIVE' }),
  makeLine({ name: 'Infantil', description: '["Colores vivos"]', color: '' }),
  makeLine({ name: 'Rústica' }),
  makeLine({ name: 'Minimalista' }),
  makeLine({ name: 'Vintage', status: 'PAUSADA' }),
  makeLine({ name: 'Colonial' }),
];

describe('LinesPage: the list', () => {
  beforeEach(signInDirector);
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Cargando líneas...' and then 'No hay líneas registradas.'", async () => {
    fakeLinesServer([]);
    renderWithProviders(<LinesPage />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Gestión de Líneas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando líneas...')).toBeInTheDocument();
    expect(await screen.findByText('No hay líneas registradas.')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });

  it('says why the list did not load, with the server message or Error desconocido', async () => {
    const server = fakeLinesServer([]);
    server.fail('list', 500, 'Base de datos caída');
    const { unmount } = renderWithProviders(<LinesPage />, { path: PATH });
    expect(
      await screen.findByText('Error al cargar las líneas: Base de datos caída'),
    ).toBeInTheDocument();
    unmount();
    server.fail('list', 500, '');
    renderWithProviders(<LinesPage />, { path: PATH });
    expect(
      await screen.findByText('Error al cargar las líneas: Error desconocido'),
    ).toBeInTheDocument();
  });

  it('pages six at a time with the range text, Anterior and Siguiente', async () => {
    fakeLinesServer(SEVEN);
    renderWithProviders(<LinesPage />, { path: PATH });
    await pagesThroughTwo(
      ['Mostrando 1 a 6 de 7 líneas', 'Mostrando 7 a 7 de 7 líneas'],
      [SEVEN.slice(0, 6).map((l) => l.name), ['Colonial']],
    );
  });

  it('filters by name or description word and by status, back to page 1, and clears', async () => {
    fakeLinesServer(SEVEN);
    renderWithProviders(<LinesPage />, { path: PATH });
    await filtersInTheBrowser('Mostrando 1 a 6 de 7 líneas', 'Buscar por nombre o descripción...', {
      searches: [
        ['ROBLE', ['Clásica']],
        ['cepillado', ['Moderna']],
      ],
      statuses: ['Todos', 'Activo', 'Inactivo'],
      inactive: ['Moderna'],
      noMatch: ['clásica', 'No se encontraron líneas que coincidan con los filtros.'],
    });
  });

  it('shows swatches (grey without colour), status badges and a Modelos link per line', async () => {
    fakeLinesServer(SEVEN);
    renderWithProviders(<LinesPage />, { path: PATH });
    await screen.findByText('Mostrando 1 a 6 de 7 líneas');
    const row = (name: string) => rows().find((r) => r.textContent?.includes(name))!;
    const swatch = (name: string) => within(row(name)).getByTestId('color-swatch');
    expect(swatch('Clásica')).toHaveStyle({ backgroundColor: '#336699' });
    expect(swatch('Infantil').className).toContain('bg-slate-300');
    expect(within(row('Clásica')).getByText('Activo').className).toContain('bg-green-100');
    expect(within(row('Moderna')).getByText('Inactivo').className).toContain('bg-red-100');
    expect(within(row('Vintage')).getByText('PAUSADA').className).toContain('bg-slate-100');
    await userEvent.click(screen.getByRole('link', { name: 'Modelos de Moderna' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/director/dashboard/models/${SEVEN[1]!.id}`,
    );
  });

  it('opens the details of a line, fetched fresh as [lines, id]', async () => {
    const server = fakeLinesServer(SEVEN);
    renderWithProviders(<LinesPage />, { path: PATH });
    const dialog = await openDialog('Ver detalles de Clásica', 'Detalles de la Línea');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Madera de roble', 'Barniz']);
    await waitFor(() => expect(server.countOf('GET', `/api/line/${SEVEN[0]!.id}`)).toBe(1));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
