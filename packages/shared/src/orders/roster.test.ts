import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from './order-messages';
import { ROSTER_ROWS_MAX, ROSTER_TEXT_MAX, parseRoster, previewRoster } from './roster';

const sizes = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
  { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
];

describe('parseRoster', () => {
  it('reads tab, semicolon and comma rows, a decimal comma, and skips a header and blank lines', () => {
    const rows = parseRoster(
      'Nombre\tEstatura\nAna Pérez\t150,5\n\nLuis Soto;172\nEva Paz,120,5\n',
      sizes,
    );
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Ana Pérez',
        heightCm: 150.5,
        heightText: '150,5',
        suggestedSize: 'M',
        errors: [],
      },
      {
        line: 4,
        name: 'Luis Soto',
        heightCm: 172,
        heightText: '172',
        suggestedSize: 'L',
        errors: [],
      },
      {
        line: 5,
        name: 'Eva Paz',
        heightCm: 120.5,
        heightText: '120,5',
        suggestedSize: 'S',
        errors: [],
      },
    ]);
  });

  it("marks each bad row with its Spanish errors: '1,2', '300', an empty name, no height", () => {
    const rows = parseRoster('Ana\t1,2\nLuis\t300\n\t160\nEva\t\nMara\tabc', sizes);
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [1, ['La estatura debe estar entre 100cm y 250cm']],
      [2, ['La estatura debe estar entre 100cm y 250cm']],
      [3, ['El nombre es requerido']],
      [4, ['Ingrese un número válido']],
      [5, ['Ingrese un número válido']],
    ]);
    expect(rows[2]).toMatchObject({ heightCm: 160, suggestedSize: 'M' });
    // A bad height is kept as it was typed, to be shown and fixed.
    expect(rows.map((row) => row.heightText)).toEqual(['1,2', '300', '160', '', 'abc']);
    // Read as a number even when out of range, so that a fixed row keeps its error until fixed.
    expect(rows.map((row) => row.heightCm)).toEqual([1.2, 300, 160, null, null]);
    expect(rows[1]!.suggestedSize).toBeNull();
  });

  it('marks a height in a gap of the table, or outside it, as an error on its row', () => {
    const withGap = [
      { name: 'S', minHeightCm: 100, maxHeightCm: 129.9 },
      { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
    ];
    const rows = parseRoster('Ana\t129,95\nLuis\t130\nEva\t150\nMara\t151', withGap);
    expect(rows.map((row) => [row.suggestedSize, row.errors])).toEqual([
      [null, ['Ninguna talla corresponde a 129,95 cm: elija la talla a mano']],
      ['M', []],
      ['M', []],
      [null, ['Ninguna talla corresponde a 151 cm: elija la talla a mano']],
    ]);
  });

  it('reads a CSV file saved with a BOM and CRLF line breaks, header first', () => {
    expect(parseRoster('\uFEFFnombre;estatura\r\n"Ana Pérez";"149,9"\r\n', sizes)).toEqual([
      {
        line: 2,
        name: 'Ana Pérez',
        heightCm: 149.9,
        heightText: '149,9',
        suggestedSize: 'S',
        errors: [],
      },
    ]);
  });

  it('marks a row with control characters instead of taking them', () => {
    const rows = parseRoster('Ana\u0001\t150\nEva\t150\u0000', sizes);
    expect(rows.map((row) => row.errors)).toEqual([
      ['No se permiten caracteres especiales'],
      ['Ingrese un número válido'],
    ]);
  });

  it('takes quoted CSV cells and ignores extra columns', () => {
    expect(parseRoster('"Ana Pérez";"151";"nota"', sizes)[0]).toMatchObject({
      name: 'Ana Pérez',
      heightCm: 151,
      suggestedSize: 'M',
    });
  });
});

describe('previewRoster', () => {
  it('gives the rows of a pasted text, as parseRoster reads them', () => {
    expect(previewRoster('Ana\t150,5', sizes)).toEqual({ rows: parseRoster('Ana\t150,5', sizes) });
  });

  it('says in Spanish why there is nothing to show, as the server said before', () => {
    expect(previewRoster(' \n ', sizes)).toEqual({ error: M.rosterTextRequired });
    expect(previewRoster('Nombre\tEstatura\n', sizes)).toEqual({ error: M.rosterTextRequired });
    expect(previewRoster('Ana\t150', [])).toEqual({ error: M.rosterNoSizes });
    expect(previewRoster('x'.repeat(ROSTER_TEXT_MAX + 1), sizes)).toEqual({
      error: M.rosterTooLong,
    });
    const tooMany = Array.from({ length: ROSTER_ROWS_MAX + 1 }, (_, i) => `P${i}\t150`);
    expect(previewRoster(tooMany.join('\n'), sizes)).toEqual({ error: M.rosterTooLong });
  });
});
