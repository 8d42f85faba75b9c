import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDescriptionInput,
  parseLineDescription,
  serialiseLineDescription,
} from './line-description';

describe('parseLineDescription reads every stored shape (SPEC.md §3)', () => {
  it('reads JSON text of an array, trimming items and dropping blanks', () => {
    expect(parseLineDescription('["Acero inoxidable", "  Pintura  ", "", "   "]')).toEqual([
      'Acero inoxidable',
      'Pintura',
    ]);
  });

  it('reads plain text as one item', () => {
    expect(parseLineDescription('  Línea clásica de madera ')).toEqual(['Línea clásica de madera']);
  });

  it('reads a raw array, ignoring what is not text', () => {
    expect(parseLineDescription(['Uno', ' dos ', 3, null, ''])).toEqual(['Uno', 'dos']);
  });

  it('reads nothing from null, undefined, blank text and an empty array text', () => {
    for (const value of [null, undefined, '', '   ', '[]']) {
      expect(parseLineDescription(value)).toEqual([]);
    }
  });

  it('treats text that only looks like JSON as plain text', () => {
    expect(parseLineDescription('[borrador')).toEqual(['[borrador']);
    expect(parseLineDescription('{"a":1}')).toEqual(['{"a":1}']);
  });

  it('reads a JSON-encoded string as one item', () => {
    expect(parseLineDescription('"Una sola"')).toEqual(['Una sola']);
  });

  it('round-trips whatever list is serialised', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (items) => {
        const expected = items.map((i) => i.trim()).filter(Boolean);
        expect(parseLineDescription(serialiseLineDescription(items))).toEqual(expected);
      }),
    );
  });
});

describe('serialiseLineDescription', () => {
  it('stores JSON text of the trimmed, non-blank items', () => {
    expect(serialiseLineDescription([' a ', '', 'b'])).toBe('["a","b"]');
    expect(serialiseLineDescription([])).toBe('[]');
  });
});

describe('isDescriptionInput', () => {
  it('accepts JSON array text of strings, plain text, string arrays and nothing', () => {
    for (const value of ['["a"]', 'texto', '[roto', ['a'], [], null, undefined]) {
      expect(isDescriptionInput(value)).toBe(true);
    }
  });

  it('refuses numbers, objects and arrays holding anything but text', () => {
    for (const value of [5, { a: 1 }, '[1, 2]', '["a", {"b": 1}]', ['a', 2]]) {
      expect(isDescriptionInput(value)).toBe(false);
    }
  });
});
