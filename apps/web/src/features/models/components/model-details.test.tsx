import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { color, makeModel } from '../model.fixtures';
import { ModelDetails } from './model-details';

const value = (label: string) => screen.getByText(label).nextElementSibling;
const bullets = () =>
  within(value('Descripción') as HTMLElement)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('ModelDetails', () => {
  it('shows every field, dates with seconds, and the colours as base / frame', () => {
    render(
      <ModelDetails
        model={makeModel({
          id: 42,
          name: 'Silla Imperial',
          description: '["Respaldo alto","Tapizado de lino"]',
          status: 'INACTIVE',
          colors: [color(1, 'Lino', 'Nogal'), { ...color(2, '', ''), baseHexa: '#b91c1c' }],
        })}
      />,
    );
    expect(value('ID')).toHaveTextContent('42');
    expect(value('Nombre')).toHaveTextContent('Silla Imperial');
    expect(bullets()).toEqual(['Respaldo alto', 'Tapizado de lino']);
    expect(value('ID de Línea')).toHaveTextContent('5');
    expect(value('Nombre de Línea')).toHaveTextContent('Clásica');
    expect(value('Estado')).toHaveTextContent('Inactivo');
    expect(value('Creado por')).toHaveTextContent('Ana Directora');
    expect(value('Actualizado por')).toHaveTextContent('Luis');
    expect(value('Fecha de Creación')).toHaveTextContent('15/1/25, 14:30:45');
    expect(value('Fecha de Actualización')).toHaveTextContent('16/1/25, 8:05:09');
    const colors = within(screen.getByRole('list', { name: 'Colores del modelo' }));
    // A colour without names shows its codes.
    expect(colors.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Marco: Nogal · Interior: Lino',
      'Marco: #5C4033 · Interior: #B91C1C',
    ]);
  });

  it.each([
    ['JSON text of an array', '["Uno"," Dos ",""]', ['Uno', 'Dos']],
    ['a JSON string', '"Solo una"', ['Solo una']],
    ['plain text', 'Madera maciza de roble', ['Madera maciza de roble']],
    ['a raw array', ['Acero', '  ', 'Vidrio'], ['Acero', 'Vidrio']],
    ['text that only looks like JSON', '[roto', ['[roto']],
  ])('reads a description stored as %s', (_shape, description, expected) => {
    render(<ModelDetails model={makeModel({ description: description as string })} />);
    expect(bullets()).toEqual(expected);
  });

  it("falls back to 'Sin descripción', 'N/A' and 'Sin colores' when things are missing", () => {
    render(
      <ModelDetails
        model={makeModel({
          description: '[]',
          createdBy: null,
          updatedBy: '  ',
          createdAt: '',
          updatedAt: 'no es fecha',
          line: undefined as never,
          colors: [],
        })}
      />,
    );
    expect(value('Descripción')).toHaveTextContent('Sin descripción');
    expect(bullets()).toEqual([]);
    for (const label of [
      'Creado por',
      'Actualizado por',
      'Fecha de Creación',
      'Fecha de Actualización',
      'Nombre de Línea',
    ]) {
      expect(value(label), label).toHaveTextContent('N/A');
    }
    expect(value('Colores')).toHaveTextContent('Sin colores');
  });
});
