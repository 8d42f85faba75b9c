import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { filtersInTheBrowser, pagesThroughTwo, rows } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { color, makeModel } from '../model.fixtures';
import { PAGE_PATH, PAGE_ROUTE, fakeModelsServer } from './models-page.fixtures';
import { ModelsPage } from './models-page';

const show = () => renderWithProviders(<ModelsPage />, { path: PAGE_PATH, route: PAGE_ROUTE });
const seven = () =>
  ['Silla', 'Mesa', 'Banco', 'Cómoda', 'Estante', 'Mecedora', 'Sofá'].map((name, i) =>
    makeModel({ name, status: i % 3 === 1 ? 'INACTIVE' : 'ACTIVE' }),
  );

describe('ModelsPage: the list', () => {
  beforeEach(() => {
    resetToastDedup();
    toast.remove();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("says 'Cargando modelos...' and then names the line; the back link goes to the lines", async () => {
    fakeModelsServer([]);
    show();
    expect(screen.getByRole('heading', { name: 'Cargando modelos...' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Modelos de la Línea Clásica' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Líneas/ })).toHaveAttribute(
      'href',
      '/director/dashboard/lines',
    );
    expect(
      await screen.findByText('No se encontraron modelos que coincidan con los filtros.'),
    ).toBeInTheDocument();
  });

  it("shows name, swatches, status and date, with 'Sin nombre', 'Sin colores', 'Fecha no disponible'", async () => {
    fakeModelsServer([
      makeModel({
        name: 'Silla',
        colors: [color(1, 'Lino', 'Nogal'), color(2, 'Rojo', 'Grafito')],
        createdAt: new Date(2025, 2, 4, 10).toISOString(),
      }),
      makeModel({ name: '  ', status: 'INACTIVE', createdAt: '' }),
    ]);
    show();
    const [silla, unnamed] = await screen.findAllByRole('row').then(() => rows());
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(silla!)[0]).toHaveTextContent('Silla');
    expect(
      within(cells(silla!)[1]!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Marco: Nogal · Interior: Lino', 'Marco: Grafito · Interior: Rojo']);
    expect(cells(silla!)[2]).toHaveTextContent('Activo');
    expect(cells(silla!)[3]).toHaveTextContent('4/3/25');
    expect(cells(unnamed!)[0]).toHaveTextContent('Sin nombre');
    expect(cells(unnamed!)[1]).toHaveTextContent('Sin colores');
    expect(within(cells(unnamed!)[2]!).getByText('Inactivo')).toHaveAttribute(
      'data-tone',
      'inactive',
    );
    expect(cells(unnamed!)[3]).toHaveTextContent('Fecha no disponible');
  });

  it("pages six at a time with 'Mostrando X a Y de Z modelos', only when there are more", async () => {
    const models = seven();
    const server = fakeModelsServer(models);
    const { unmount } = show();
    await pagesThroughTwo(
      ['Mostrando 1 a 6 de 7 modelos', 'Mostrando 7 a 7 de 7 modelos'],
      [models.slice(0, 6).map((m) => m.name), ['Sofá']],
    );
    unmount();

    server.state.live = models.slice(0, 6);
    show();
    await screen.findByText('Silla');
    expect(rows()).toHaveLength(6);
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  });

  it('filters by name and status, back to page 1 on any change, and clears', async () => {
    fakeModelsServer(seven());
    show();
    await filtersInTheBrowser('Mostrando 1 a 6 de 7 modelos', 'Buscar por nombre...', {
      searches: [['SILL', ['Silla']]],
      statuses: ['Todos los estados', 'Activo', 'Inactivo'],
      inactive: ['Mesa', 'Estante'],
      noMatch: ['zzz', 'No se encontraron modelos que coincidan con los filtros.'],
    });
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it("says why the list did not load and 'Reintentar' loads it again", async () => {
    const server = fakeModelsServer(seven());
    server.fail('list', 500, 'Base de datos caída');
    show();
    expect(
      await screen.findByText('Error al cargar los modelos: Base de datos caída'),
    ).toBeInTheDocument();
    server.fail('list', 503, '');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('Error al cargar los modelos: Error desconocido'),
    ).toBeInTheDocument();
    server.heal('list');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1 a 6 de 7 modelos')).toBeInTheDocument();
    expect(server.countOf('GET', '/api/model/all/lineId/5')).toBe(3);
  });

  it('refuses a lineId that is not a number without calling the API', async () => {
    const server = fakeModelsServer([]);
    renderWithProviders(<ModelsPage />, {
      path: '/director/dashboard/models/abc',
      route: PAGE_ROUTE,
    });
    expect(
      screen.getByText('Error al cargar los modelos: El identificador de la línea no es válido'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Modelo' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
