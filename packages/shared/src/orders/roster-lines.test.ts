import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '../forms/business-name';
import { HEIGHT_MESSAGES } from '../forms/height';
import { OrderPersonInputSchema } from './order.schema';
import { readRosterLines } from './roster';
import { ROSTER_MESSAGES as R } from './roster-messages';

const OUT_OF_RANGE = HEIGHT_MESSAGES.outOfRange;
const REFUSED = NAME_MESSAGES.characterRefused;

/**
 * Lines as people really write them — pasted from Excel or Google Sheets (tabs), exported as a
 * Spanish CSV (';') or an English one (','), typed on a phone or copied from WhatsApp — with the
 * name, the centimetres and the note or errors each must give.
 */
const LINES: [
  line: string,
  name: string,
  heightCm: number | null,
  note: string | null,
  errors: string[],
][] = [
  // Spreadsheet cells (tab): Excel, Google Sheets, LibreOffice.
  ['Ana Pérez\t150,5', 'Ana Pérez', 150.5, null, []],
  ['Pérez Rojas\tAna María\t142', 'Pérez Rojas Ana María', 142, null, []],
  ['1\tLuis Soto\t1,72', 'Luis Soto', 172, '1,72 m → 172 cm', []],
  ['Eva Paz\t160\t3B\tzurda', 'Eva Paz', 160, null, []],
  ['Mara Luna\t\t\t165\t', 'Mara Luna', 165, null, []],
  ['"Ana ""Anita"" Pérez"\t150', 'Ana "Anita" Pérez', 150, null, [REFUSED('"')]],
  ['\t160', '', 160, null, ['El nombre es requerido']],
  // Spanish CSV (';'), quoted or not.
  ['Luis Soto;172', 'Luis Soto', 172, null, []],
  ['"Ana Pérez";"149,9"', 'Ana Pérez', 149.9, null, []],
  ['3;Diego Mamani;1.17', 'Diego Mamani', 117, '1,17 m → 117 cm', []],
  ['José Núñez;150;nota', 'José Núñez', 150, null, []],
  ['Ñusta Quispe ; 135 cm', 'Ñusta Quispe', 135, null, []],
  // Commas: a decimal comma stays in the number; a quoted name may hold a comma.
  ['Eva Paz,120,5', 'Eva Paz', 120.5, null, []],
  ['Eva Paz, 120', 'Eva Paz', 120, null, []],
  ['"Quiroga, María Fernanda",150', 'Quiroga, María Fernanda', 150, null, []],
  ['Ana Pérez,150,3B', 'Ana Pérez', 150, null, []],
  ['Ana Pérez,1.5', 'Ana Pérez', 150, '1,5 m → 150 cm', []],
  // Typed on a phone: spaces, ':', '-', '=', units, metres.
  ['Ana Rojas 128,5', 'Ana Rojas', 128.5, null, []],
  ['Ana Rojas 128.5', 'Ana Rojas', 128.5, null, []],
  ['Diego Mamani: 150', 'Diego Mamani', 150, null, []],
  ['Carla Vaca - 1,42 m', 'Carla Vaca', 142, '1,42 m → 142 cm', []],
  ['Pedro Gil 142cm', 'Pedro Gil', 142, null, []],
  ['Pedro Gil 142 cm.', 'Pedro Gil', 142, null, []],
  ['Lucía Arce 1m42', 'Lucía Arce', 142, '1,42 m → 142 cm', []],
  ['Iván Choque 1,42mts', 'Iván Choque', 142, '1,42 m → 142 cm', []],
  ['Sofía Ortiz = 1.35 metros', 'Sofía Ortiz', 135, '1,35 m → 135 cm', []],
  ['María José Ñáñez 1.05', 'María José Ñáñez', 105, '1,05 m → 105 cm', []],
  ['Ana Rojas 2 m', 'Ana Rojas', 200, '2 m → 200 cm', []],
  ['Ana Rojas (150)', 'Ana Rojas', 150, null, []],
  ['Ana  María   Rojas     150', 'Ana María Rojas', 150, null, []],
  // Lists copied from WhatsApp or a document: bullets and numbers before the name.
  ['- Raúl Peña 131', 'Raúl Peña', 131, null, []],
  ['12. Teresa Luna 1,28', 'Teresa Luna', 128, '1,28 m → 128 cm', []],
  ['• Gabriel Ríos: 140', 'Gabriel Ríos', 140, null, []],
  ['2) Nina Flores 139,5', 'Nina Flores', 139.5, null, []],
  // Names: accents, ñ, apostrophes, hyphens, periods; one spelling of what looks the same.
  ["Renata D'Angelo 149", "Renata D'Angelo", 149, null, []],
  ['Sean O’Brien 150', "Sean O'Brien", 150, null, []],
  ['Zoë O´Connor 147', "Zoë O'Connor", 147, null, []],
  ['Ana-María López-Vargas 151', 'Ana-María López-Vargas', 151, null, []],
  ['Juan P. Quispe Jr. 170', 'Juan P. Quispe Jr.', 170, null, []],
  ['Jose\u0301 Pe\u0301rez 150', 'José Pérez', 150, null, []],
  ['Ana\u00A0Pérez\u00A0150', 'Ana Pérez', 150, null, []],
  ['Chloé Müller\u200B 155', 'Chloé Müller', 155, null, []],
  // What cannot be read says why, on its row.
  ['Luis Soto', 'Luis Soto', null, null, [R.heightMissing]],
  ['Luis 150 Soto', 'Luis 150 Soto', null, null, [R.heightNotLast]],
  ['Ana Rojas 1,50,5', 'Ana Rojas', null, null, [R.heightUnreadable('1,50,5')]],
  ['Ana\t15O', 'Ana', null, null, [R.heightUnreadable('15O')]],
  ['Ana\talto', 'Ana alto', null, null, [R.heightMissing]],
  ['Ana Rojas 300', 'Ana Rojas', 300, null, [OUT_OF_RANGE]],
  ['Ana Rojas 1,42 cm', 'Ana Rojas', 1.42, null, [OUT_OF_RANGE]],
  ['Ana Rojas 12', 'Ana Rojas', 12, null, [OUT_OF_RANGE]],
  ['Ana Rojas 2', 'Ana Rojas', 2, null, [OUT_OF_RANGE]],
  ['Ana Rojas 0,5', 'Ana Rojas', 0.5, null, [OUT_OF_RANGE]],
  ['Ana Rojas 2,6 m', 'Ana Rojas', 260, '2,6 m → 260 cm', [OUT_OF_RANGE]],
  ['Ana Rojas 🙂 150', 'Ana Rojas 🙂', 150, null, [REFUSED('🙂')]],
  ['Ana\u0001\t150', 'Ana\u0001', 150, null, [REFUSED('\u0001')]],
  [': 150', '', 150, null, ['El nombre es requerido']],
  [`${'x'.repeat(301)} 150`, '', null, null, [R.lineTooLong(300)]],
];

describe('readRosterLines over real-world lines', () => {
  it(`holds at least 40 lines`, () => expect(LINES.length).toBeGreaterThanOrEqual(40));

  it.each(LINES)('%j', (line, name, heightCm, note, errors) => {
    expect(readRosterLines(line)).toEqual([
      { line: 1, name, heightCm, note, errors, heightText: expect.any(String) },
    ]);
  });

  // The server checks every person again on save with the order's schema: a row the preview
  // accepts is one the save accepts, and a row it refuses the save refuses.
  it.each(LINES)('%j: the order schema agrees', (line) => {
    const [row] = readRosterLines(line);
    const saved = OrderPersonInputSchema.safeParse({ name: row!.name, heightCm: row!.heightCm });
    expect(saved.success).toBe(row!.errors.length === 0);
  });
});
