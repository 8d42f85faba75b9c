import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatePhone } from '../../test/phone';
import { ListFilterBar, STATUS_FILTER_OPTIONS } from './filter-bar';

type Filters = { search: string; status: string };
const EMPTY: Filters = { search: '', status: '' };

function Bar() {
  const [filters, setFilters] = useState(EMPTY);
  return (
    <ListFilterBar
      label="Filtrar líneas"
      searchPlaceholder="Buscar..."
      selects={[{ field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS }]}
      filters={filters}
      onChange={setFilters}
      onClear={() => setFilters(EMPTY)}
      hasFilters={filters.search !== '' || filters.status !== ''}
    />
  );
}

describe('ListFilterBar', () => {
  it('shows every filter in one row on wider screens', () => {
    render(<Bar />);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).toBeNull();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = emulatePhone();
    });
    afterEach(() => restore());

    it("keeps the search box and folds the rest behind 'Filtros', which counts those in use", async () => {
      render(<Bar />);
      expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Filtros' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Activo');
      expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
    });
  });
});
