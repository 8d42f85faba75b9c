import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

type Row = { id: number; name: string; city: string };
const COLUMNS: Column<Row, 'name'>[] = [
  { key: 'name', label: 'Nombre', sortField: 'name', render: (r) => r.name },
  { key: 'city', label: 'Ciudad', render: (r) => r.city },
];
const ROWS = [
  { id: 1, name: 'Ana', city: 'La Paz' },
  { id: 2, name: 'Luis', city: 'Sucre' },
];

describe('DataTable', () => {
  it('renders a row per record with the actions column, and sorts from its headers', async () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Personas"
        columns={COLUMNS}
        rows={ROWS}
        sort={{ field: 'name', direction: 'desc' }}
        onSort={onSort}
        actions={(r) => <button type="button">Editar {r.name}</button>}
      />,
    );
    expect(screen.getByRole('table', { name: 'Personas' })).toBeInTheDocument();
    const luis = screen.getByRole('row', { name: /Luis/ });
    expect(within(luis).getByRole('button', { name: 'Editar Luis' })).toBeInTheDocument();
    const name = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(name).toHaveAttribute('aria-sort', 'descending');
    // A column the server cannot sort by is a plain header.
    const city = screen.getByRole('columnheader', { name: 'Ciudad' });
    expect(city).not.toHaveAttribute('aria-sort');
    expect(within(city).queryByRole('button')).toBeNull();
    await userEvent.click(within(name).getByRole('button', { name: /Nombre/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });
});
