import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorInput } from './color-input';

function Harness({ initial = '#000000' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ColorInput label="Color" value={value} onChange={setValue} />;
}

const textBox = () => screen.getByRole('textbox', { name: 'Color: código hexadecimal' });
const picker = () => screen.getByLabelText('Color: selector') as HTMLInputElement;

describe('ColorInput', () => {
  it('keeps # first and only hex digits as the user types, at most 7 characters', async () => {
    render(<Harness />);
    expect(textBox()).toHaveAttribute('maxLength', '7');
    await userEvent.clear(textBox());
    expect(textBox()).toHaveValue('#');
    await userEvent.type(textBox(), 'zz1a-2b!3c');
    expect(textBox()).toHaveValue('#1A2B3C');
    fireEvent.change(textBox(), { target: { value: 'ff00aa99' } });
    expect(textBox()).toHaveValue('#FF00AA');
  });

  it('moves the picker with a complete code and holds the fallback meanwhile', async () => {
    render(<Harness initial="#123456" />);
    expect(picker().value).toBe('#123456');
    await userEvent.clear(textBox());
    await userEvent.type(textBox(), 'ab');
    expect(picker().value).toBe('#000000');
  });

  it('writes the picked colour into the text box', () => {
    render(<Harness />);
    fireEvent.input(picker(), { target: { value: '#a1b2c3' } });
    expect(textBox()).toHaveValue('#A1B2C3');
  });
});
