import { describe, expect, it } from 'vitest';
import { decodeTextFile } from '../text/decode-text-file';
import { ORDER_MESSAGES as M } from './order-messages';
import { ROSTER_ROWS_MAX, ROSTER_TEXT_MAX, parseRoster, previewRoster } from './roster';
import { ROSTER_MESSAGES as R } from './roster-messages';

const sizes = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
  { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
];

const people = (text: string) =>
  parseRoster(text, sizes).map(({ line, name, heightCm, suggestedSize, note, errors }) => ({
    line,
    name,
    heightCm,
    suggestedSize,
    ...(note ? { note } : {}),
    ...(errors.length ? { errors } : {}),
  }));

/** Bytes as Excel writes a CSV in Spanish on Windows: Windows-1252, CRLF. */
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((c) => ({ '’': 0x92, '€': 0x80 })[c] ?? c.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('parseRoster', () => {
  it('reads a list typed on a phone, as the issue shows it', () => {
    const typed = [
      'Ana Rojas 128,5',
      'Diego Mamani: 150',
      '',
      'Carla Vaca 1,42',
      'Luis Soto 1.17',
      'Eva Paz 999',
    ].join('\n');
    expect(people(typed)).toEqual([
      { line: 1, name: 'Ana Rojas', heightCm: 128.5, suggestedSize: 'S' },
      { line: 2, name: 'Diego Mamani', heightCm: 150, suggestedSize: 'M' },
      { line: 4, name: 'Carla Vaca', heightCm: 142, suggestedSize: 'S', note: '1,42 m → 142 cm' },
      { line: 5, name: 'Luis Soto', heightCm: 117, suggestedSize: 'S', note: '1,17 m → 117 cm' },
      {
        line: 6,
        name: 'Eva Paz',
        heightCm: 999,
        suggestedSize: null,
        errors: ['La estatura debe estar entre 100cm y 250cm'],
      },
    ]);
  });

  it('skips a title, a header and blank or empty-cell lines before and between people', () => {
    const text = 'Lista de alumnos 3ro B\nNombre;Estatura (cm)\n\n;;\n  \nAna;150\n;;;\nLuis;172\n';
    expect(people(text)).toEqual([
      { line: 6, name: 'Ana', heightCm: 150, suggestedSize: 'M' },
      { line: 8, name: 'Luis', heightCm: 172, suggestedSize: 'L' },
    ]);
  });

  it('reads a header only before the first person: later it is a row that says why', () => {
    expect(people('Ana;150\nNombre;Estatura')).toEqual([
      { line: 1, name: 'Ana', heightCm: 150, suggestedSize: 'M' },
      {
        line: 2,
        name: 'Nombre Estatura',
        heightCm: null,
        suggestedSize: null,
        errors: [R.heightMissing],
      },
    ]);
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

  it('reads cells pasted from Excel: header, tabs, a decimal comma, CRLF and a last line break', () => {
    const pasted =
      'N°\tApellidos\tNombres\tEstatura\r\n1\tPérez\tAna\t1,42\r\n2\tSoto\tLuis\t150,5\r\n';
    expect(people(pasted)).toEqual([
      { line: 2, name: 'Pérez Ana', heightCm: 142, suggestedSize: 'S', note: '1,42 m → 142 cm' },
      { line: 3, name: 'Soto Luis', heightCm: 150.5, suggestedSize: 'M' },
    ]);
  });

  it('marks a row with control characters instead of taking them', () => {
    const rows = parseRoster('Ana\u0001\t150\nEva\t150\u0000', sizes);
    expect(rows.map((row) => row.errors)).toEqual([
      [
        "No se permite el carácter U+0001 en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
      ],
      [R.heightUnreadable('150\u0000')],
    ]);
  });

  it('reads a CSV file Excel saved in Spanish (Windows-1252, ";")', () => {
    const file = windows1252('Nombre;Estatura\r\nJosé Núñez;1,42\r\nSeán O’Brien;150,5\r\n');
    expect(people(decodeTextFile(file))).toEqual([
      { line: 2, name: 'José Núñez', heightCm: 142, suggestedSize: 'S', note: '1,42 m → 142 cm' },
      { line: 3, name: "Seán O'Brien", heightCm: 150.5, suggestedSize: 'M' },
    ]);
  });

  it('reads a UTF-8 CSV with a BOM and "," (Excel\'s "CSV UTF-8"), a quoted name with a comma', () => {
    const file = utf8('\uFEFFnombre,estatura\r\n"Muñoz, Ana",149.9\r\nÑusta Quispe,172\r\n');
    expect(people(decodeTextFile(file))).toEqual([
      { line: 2, name: 'Muñoz, Ana', heightCm: 149.9, suggestedSize: 'S' },
      { line: 3, name: 'Ñusta Quispe', heightCm: 172, suggestedSize: 'L' },
    ]);
  });

  it('reads a UTF-8 file without a BOM, and Excel\'s "Texto Unicode" (UTF-16, tabs)', () => {
    expect(people(decodeTextFile(utf8('Zoë Peña;150')))).toEqual([
      { line: 1, name: 'Zoë Peña', heightCm: 150, suggestedSize: 'M' },
    ]);
    const text = 'Nombre\tEstatura\r\nZoë Peña\t150\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((c, i) =>
      utf16.set([c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8], 2 + i * 2),
    );
    expect(people(decodeTextFile(utf16))).toEqual([
      { line: 2, name: 'Zoë Peña', heightCm: 150, suggestedSize: 'M' },
    ]);
  });

  it('keeps a bad height as typed, to be shown and fixed', () => {
    const rows = parseRoster('Ana\t1,50,5\nLuis 300', sizes);
    expect(rows.map((row) => [row.heightText, row.heightCm])).toEqual([
      ['1,50,5', null],
      ['300', 300],
    ]);
  });
});

describe('decodeTextFile', () => {
  it('reads Windows-1252 bytes 0x80–0x9F as that code page does (Node < 22 does not)', () => {
    expect(decodeTextFile(Uint8Array.from([0x80, 0x92, 0x93, 0x94, 0x96, 0xd1, 0xf1]))).toBe(
      '€’“”–Ññ',
    );
  });

  it('keeps valid UTF-8 as UTF-8 and drops its BOM', () => {
    expect(decodeTextFile(utf8('Ñandú €'))).toBe('Ñandú €');
    expect(decodeTextFile(utf8('\uFEFFÑandú'))).toBe('Ñandú');
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
