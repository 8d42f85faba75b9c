import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ItemPeopleEditor } from './item-people-editor';
import { emptyPerson, type ItemDraft } from './order-draft';

const ITEM: ItemDraft = {
  key: 'k1',
  productId: 11,
  packageId: null,
  label: 'TOGA-01 · Toga',
  sizes: [{ name: 'S', minHeightCm: 100, maxHeightCm: 250 }],
  quantity: '1',
  price: '150,00',
  discount: '',
  people: [emptyPerson()],
};

function Editor() {
  const [item, setItem] = useState(ITEM);
  return <ItemPeopleEditor item={item} lock="none" onChange={setItem} />;
}

describe('a roster person’s name', () => {
  it('takes names as people write them and names a refused character as it is typed', async () => {
    render(<Editor />);
    const name = screen.getByLabelText('Nombre de la persona 1');
    await userEvent.type(name, 'Ana-Lucía O’Neil (5.º B)');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(name, '@');
    expect(name).toHaveValue('Ana-Lucía O’Neil (5.º B)@');
    expect(name).toHaveAccessibleDescription(
      "No se permite «@» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
    );
  });
});
