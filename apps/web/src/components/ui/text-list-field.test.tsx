import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextListField } from './text-list-field';

function Harness() {
  const [items, setItems] = useState<string[]>([]);
  return (
    <TextListField
      label="Descripción"
      items={items}
      onChange={setItems}
      emptyText="No se han agregado descripciones"
      listLabel="Descripciones agregadas"
      removeLabel={(item) => `Eliminar descripción: ${item}`}
    />
  );
}

describe('TextListField', () => {
  it('adds trimmed items with the button or Enter, never blank ones, and removes them', async () => {
    render(<Harness />);
    expect(screen.getByText('No se han agregado descripciones')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Descripción' });
    await userEvent.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Madera de roble  ');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await userEvent.type(input, 'Barniz{Enter}');
    const list = screen.getByRole('list', { name: 'Descripciones agregadas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Madera de roble', 'Barniz']);
    expect(input).toHaveValue('');
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar descripción: Madera de roble' }),
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Barniz']);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar descripción: Barniz' }));
    expect(screen.getByText('No se han agregado descripciones')).toBeInTheDocument();
  });
});
