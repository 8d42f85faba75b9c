import { zodResolver } from '@hookform/resolvers/zod';
import { plainText, z } from '@taller/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NameInput, TextInput } from './text-input';

describe('TextInput', () => {
  it('says special characters are not allowed as soon as one is typed, and clears', async () => {
    render(<TextInput label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, "José O'Neil-Peña, Jr.");
    expect(screen.queryByText('No se permiten caracteres especiales')).toBeNull();
    await userEvent.type(input, '@');
    expect(input).toHaveAccessibleDescription('No se permiten caracteres especiales');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('accepts anything when special characters are allowed', async () => {
    render(<TextInput label="Correo" allowSpecialCharacters />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'a@b.com');
    expect(screen.queryByText('No se permiten caracteres especiales')).toBeNull();
  });

  it('works with react-hook-form and the shared schema, which blocks the submit', async () => {
    const onValid = vi.fn();
    const Schema = z.object({ name: plainText() });
    function Form() {
      const { register, handleSubmit, formState } = useForm({
        resolver: zodResolver(Schema),
        defaultValues: { name: '' },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextInput label="Nombre" error={formState.errors.name?.message} {...register('name')} />
          <button type="submit">Guardar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana <b>');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByText('No se permiten caracteres especiales')).toHaveLength(1);
  });
});

describe('NameInput', () => {
  it('accepts names as businesses write them and names a refused character, keeping it', async () => {
    render(<NameInput label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, 'María Fernanda Quiroga (U.E. San José) & Hijos: 6/8 + #2');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '@');
    expect(input).toHaveValue('María Fernanda Quiroga (U.E. San José) & Hijos: 6/8 + #2@');
    expect(input).toHaveAccessibleDescription(
      "No se permite «@» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
    );
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
