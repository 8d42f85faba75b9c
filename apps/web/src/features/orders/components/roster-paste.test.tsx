import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RosterPaste } from './roster-paste';

const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 250 },
];

/** 'Nombre;Estatura / José Núñez;1,42 / Seán O’Brien;150,5' as Excel saves it in Spanish. */
const EXCEL_CSV = Uint8Array.from(
  [
    ...'Nombre;Estatura\r\nJos',
    0xe9,
    ...' N',
    0xfa,
    0xf1,
    ...'ez;1,42\r\nSe',
    0xe1,
    ...'n O',
    0x92,
    ...'Brien;150,5\r\n',
  ].flatMap((part) => (typeof part === 'number' ? [part] : [...part].map((c) => c.charCodeAt(0)))),
);

describe('RosterPaste', () => {
  it('reads a Windows-1252 CSV from Excel and shows a height in metres turned into cm', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <RosterPaste tables={[{ label: 'Talla', sizes: SIZES }]} onAdd={onAdd} onClose={() => {}} />,
    );
    const file = new File([EXCEL_CSV], 'curso.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Importar archivo CSV'), file);
    const jose = await screen.findByRole('row', { name: /José Núñez/ });
    expect(jose).toHaveTextContent('1,42 m → 142 cm');
    expect(within(jose).getAllByRole('cell')[3]).toHaveTextContent('S');
    expect(screen.getByRole('row', { name: /Seán O'Brien/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 filas correctas, 0 con errores.');
    await user.click(screen.getByRole('button', { name: 'Agregar 2 filas correctas' }));
    expect(onAdd).toHaveBeenCalledWith([
      { name: 'José Núñez', height: '142', heightCm: 142 },
      { name: "Seán O'Brien", height: '150,5', heightCm: 150.5 },
    ]);
  });

  it('refuses a file too large to be a roster, in Spanish, without reading it', async () => {
    const user = userEvent.setup();
    render(
      <RosterPaste
        tables={[{ label: 'Talla', sizes: SIZES }]}
        onAdd={() => {}}
        onClose={() => {}}
      />,
    );
    const big = new File(['Ana;150'], 'enorme.csv', { type: 'text/csv' });
    // A file this size is not read at all: its size alone refuses it.
    Object.defineProperty(big, 'size', { value: 800_001 });
    await user.upload(screen.getByLabelText('Importar archivo CSV'), big);
    expect(
      await screen.findByText('El archivo es demasiado grande para una lista de personas'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it("reads a pack's rows against each sized product, naming the one no size of fits", async () => {
    const user = userEvent.setup();
    const tables = [
      { label: 'POLO', sizes: SIZES },
      { label: 'FALDA', sizes: [{ name: 'Única', minHeightCm: 100, maxHeightCm: 140 }] },
    ];
    render(<RosterPaste tables={tables} onAdd={() => {}} onClose={() => {}} />);
    await user.type(screen.getByRole('textbox'), 'Ana Rojas 128,5{enter}Eva Paz 1,52');
    await user.click(screen.getByRole('button', { name: 'Revisar filas' }));
    const ana = screen.getByRole('row', { name: /Ana Rojas/ });
    expect(within(ana).getAllByRole('cell')[3]).toHaveTextContent('POLO S · FALDA Única');
    const eva = screen.getByRole('row', { name: /Eva Paz/ });
    expect(within(eva).getAllByRole('cell')[3]).toHaveTextContent('POLO M · FALDA —');
    expect(within(eva).getAllByRole('cell')[4]).toHaveTextContent(
      'FALDA: Ninguna talla corresponde a 152 cm: elija la talla a mano',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 filas correctas, 1 con errores.');
  });
});
