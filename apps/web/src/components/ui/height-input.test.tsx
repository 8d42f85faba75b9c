import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeightInput } from './height-input';

describe('HeightInput', () => {
  it('checks the value when leaving the field, then live until it is right', async () => {
    render(<HeightInput />);
    const input = screen.getByRole('textbox', { name: 'Estatura' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '17O');
    expect(screen.queryByText('Ingrese un número válido')).toBeNull();
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Ingrese un número válido');
    await userEvent.clear(input);
    await userEvent.type(input, '99,5');
    expect(input).toHaveAccessibleDescription('La estatura debe estar entre 100cm y 250cm');
    await userEvent.clear(input);
    await userEvent.type(input, '172,5');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('leaves an empty field alone (required is the form’s business)', async () => {
    render(<HeightInput label="Estatura del alumno" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Estatura del alumno' }));
    await userEvent.tab();
    expect(screen.queryByText(/Ingrese|estatura debe/)).toBeNull();
  });
});
