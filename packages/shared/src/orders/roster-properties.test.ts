import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../numbers/format-decimal';
import { OrderPersonInputSchema } from './order.schema';
import { ROSTER_LINE_MAX, readRosterLines } from './roster';

const letters = [...'abcdefghijklmnopqrstuvwxyzáéíóúüñçãôABCDEFGHIJKLMNÑOPQRSTUVWXYZÁÉÍÓÚ'];
/** A word of a name: letters, maybe joined by one hyphen or apostrophe ('Ana-María', "D'Angelo"). */
const word = fc
  .tuple(
    fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }),
    fc.option(
      fc.tuple(
        fc.constantFrom('-', "'"),
        fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }),
      ),
    ),
  )
  .map(([head, tail]) => head.join('') + (tail ? tail[0] + tail[1].join('') : ''));
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
/** A height in cm with at most one decimal, 100–250. */
const heightCm = fc.integer({ min: 1000, max: 2500 }).map((tenths) => tenths / 10);
/** How people write a height in cm. */
const written = fc.constantFrom(
  (cm: number) => formatDecimal(cm),
  (cm: number) => String(cm),
  (cm: number) => `${formatDecimal(cm)} cm`,
  (cm: number) => `${cm}cm`,
  (cm: number) => `${formatDecimal(cm / 100)} m`,
  // Metres without a unit always carry decimals: '1,00', '1,42', '1,505'.
  (cm: number) => (cm / 100).toFixed(Number.isInteger(cm) ? 2 : 3).replace('.', ','),
);
const separator = fc.constantFrom(' ', ': ', ' - ', '\t', ';', ', ', ' = ');

describe('readRosterLines, for any name and height', () => {
  it('reads back the name and the centimetres however they are written and separated', () => {
    fc.assert(
      fc.property(name, heightCm, written, separator, (who, cm, write, between) => {
        const [row] = readRosterLines(`${who}${between}${write(cm)}`);
        expect(row).toMatchObject({ name: who, heightCm: cm, errors: [] });
      }),
    );
  });

  it('never throws on any text; a row without errors is a person the order schema accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2 * ROSTER_LINE_MAX }), (text) => {
        const rows = readRosterLines(text);
        expect(rows.length).toBeLessThanOrEqual(text.split(/\r\n|\r|\n/).length);
        for (const row of rows.filter((r) => r.errors.length === 0)) {
          const saved = OrderPersonInputSchema.safeParse({
            name: row.name,
            heightCm: row.heightCm,
          });
          expect(saved.success).toBe(true);
        }
      }),
    );
    // Random Unicode text is slow to generate on a loaded machine: room, not a time limit.
  }, 60_000);
});
