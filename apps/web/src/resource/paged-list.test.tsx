import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/core';
import { PagedList, type PagedListTexts } from './paged-list';

const TEXTS: PagedListTexts = {
  loading: 'Cargando personas...',
  empty: 'No hay personas registradas.',
  noMatches: 'No se encontraron personas.',
  loadError: (m) => `Error al cargar las personas: ${m}`,
  denied: 'No tienes permisos para ver personas.',
  noun: 'personas',
};

type Query = Parameters<typeof PagedList<string>>[0]['query'];
const page = (items: string[], total: number, pageNo = 1) => ({
  data: { items, total, page: pageNo, pageSize: 2 },
  isPending: false,
  error: null,
  refetch: vi.fn(),
});

function show(query: Query, hasFilters = false, onPageChange = vi.fn()) {
  render(
    <PagedList query={query} texts={TEXTS} hasFilters={hasFilters} onPageChange={onPageChange}>
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return onPageChange;
}

describe('PagedList', () => {
  it('shows the loading text, then the page and the range of the server total', async () => {
    show({ isPending: true, error: null, refetch: vi.fn() });
    expect(screen.getByText('Cargando personas...')).toBeInTheDocument();
  });

  it("reads 'Mostrando 3 a 4 de 5 personas' and moves with Siguiente", async () => {
    const onPageChange = show(page(['c', 'd'], 5, 2));
    expect(screen.getByText('Mostrando 3 a 4 de 5 personas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('tells an empty table from a filter that matches nothing', () => {
    show(page([], 0));
    expect(screen.getByText('No hay personas registradas.')).toBeInTheDocument();
    show(page([], 0), true);
    expect(screen.getByText('No se encontraron personas.')).toBeInTheDocument();
  });

  it('steps back when a page ends up past the last one', () => {
    const onPageChange = show(page([], 3, 3));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("offers 'Reintentar' after a failure, and says 'Acceso denegado' on 403", async () => {
    const refetch = vi.fn();
    show({ isPending: false, error: new ApiError(500, 'Base caída'), refetch });
    expect(screen.getByText('Error al cargar las personas: Base caída')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalled();
    show({ isPending: false, error: new TypeError('Failed to fetch'), refetch });
    expect(screen.getByText('Error al cargar las personas: Error desconocido')).toBeInTheDocument();
    show({ isPending: false, error: new ApiError(403, 'Acceso denegado'), refetch });
    expect(screen.getByText('No tienes permisos para ver personas.')).toBeInTheDocument();
  });
});
