import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_OPTIONS, SelectField } from './select-field';

describe('SelectField', () => {
  it('is named by its label and described by its hint, then by its error too', () => {
    const { rerender } = render(
      <SelectField label="Estado" hint="Elija uno." options={STATUS_OPTIONS} />,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).toHaveAccessibleDescription('Elija uno.');
    expect(select).not.toHaveAttribute('aria-invalid');

    rerender(
      <SelectField
        label="Estado"
        hint="Elija uno."
        error="El estado es requerido"
        options={STATUS_OPTIONS}
      />,
    );
    expect(select).toHaveAccessibleDescription('Elija uno. El estado es requerido');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it("offers 'Activo' and 'Inactivo' after the placeholder", async () => {
    render(<SelectField label="Estado" placeholder="Seleccione" options={STATUS_OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Seleccione',
      'Activo',
      'Inactivo',
    ]);
    await userEvent.selectOptions(select, 'Inactivo');
    expect(select).toHaveValue('INACTIVE');
  });
});
