import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulatePhone } from '../../test/phone';
import { DataTable, type Column, type DataTableProps } from './data-table';

type Row = { id: number; name: string; city: string };
const COLUMNS: Column<Row, 'name'>[] = [
  { key: 'name', label: 'Nombre', sortField: 'name', render: (r) => r.name },
  { key: 'city', label: 'Ciudad', render: (r) => r.city },
];
const ROWS = [
  { id: 1, name: 'Ana', city: 'La Paz' },
  { id: 2, name: 'Luis', city: 'Sucre' },
];

/** The people sorted by name in `direction`; answers the onSort spy. */
function renderSorted(direction: 'asc' | 'desc', actions?: DataTableProps<Row, 'name'>['actions']) {
  const onSort = vi.fn();
  render(
    <DataTable
      caption="Personas"
      columns={COLUMNS}
      rows={ROWS}
      sort={{ field: 'name', direction }}
      onSort={onSort}
      actions={actions}
    />,
  );
  return onSort;
}

describe('DataTable', () => {
  it('renders a row per record with the actions column, and sorts from its headers', async () => {
    const onSort = renderSorted('desc', (r) => <button type="button">Editar {r.name}</button>);
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

describe('DataTable on a phone (≤ 640 px)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = emulatePhone();
  });
  afterEach(() => restore());

  type Person = Row & { status: string };
  const PEOPLE: Person[] = ROWS.map((r) => ({ ...r, status: 'Activo' }));
  const WITH_STATUS: Column<Person, 'name'>[] = [
    ...(COLUMNS as Column<Person, 'name'>[]),
    { key: 'status', label: 'Estado', card: 'badge', render: (r) => <b>{r.status}</b> },
    { key: 'secret', label: 'Oculto', card: 'hidden', render: () => 'no se ve' },
  ];

  it('renders each row as a card: heading, badge, labelled fields, and all its actions together', () => {
    render(
      <DataTable
        caption="Personas"
        columns={WITH_STATUS}
        rows={PEOPLE}
        actions={(r) => (
          <>
            <button type="button">Editar {r.name}</button>
            <button type="button">Eliminar {r.name}</button>
          </>
        )}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Personas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const luis = cards[1]!;
    expect(within(luis).getByText('Luis')).toBeInTheDocument();
    expect(within(luis).getByText('Activo')).toBeInTheDocument();
    // The other columns as label and value.
    expect(within(luis).getByRole('term')).toHaveTextContent('Ciudad');
    expect(within(luis).getByRole('definition')).toHaveTextContent('Sucre');
    expect(within(luis).queryByText('no se ve')).toBeNull();
    const actions = within(luis).getByTestId('card-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Editar Luis', 'Eliminar Luis']);
  });

  it("sorts through an 'Ordenar por' select instead of the headers", async () => {
    const onSort = renderSorted('asc');
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('name:asc');
    await userEvent.selectOptions(select, 'Nombre (descendente)');
    expect(onSort).toHaveBeenCalledExactlyOnceWith('name');
  });
});
