import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_NAME_PATTERN, lineNameKey, stripLineNameCharacters } from './line-name';

describe('line names', () => {
  it('strips every character a name may not hold, keeping ñ, accents and ü', () => {
    expect(stripLineNameCharacters('Línea #1: Pingüino & Año!')).toBe('Línea 1 Pingüino  Año');
    expect(stripLineNameCharacters('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('leaves only what the pattern accepts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const stripped = stripLineNameCharacters(value);
        if (stripped) expect(LINE_NAME_PATTERN.test(stripped)).toBe(true);
      }),
    );
  });

  it('keys names case- and accent-insensitively, spaces collapsed', () => {
    expect(lineNameKey('  Línea   Clásica ')).toBe('linea clasica');
    expect(lineNameKey('LINEA CLASICA')).toBe(lineNameKey('línea clásica'));
    expect(lineNameKey('Pingüino')).toBe('pinguino');
  });

  it('keeps ñ apart from n', () => {
    expect(lineNameKey('AÑO')).toBe('año');
    expect(lineNameKey('Año')).not.toBe(lineNameKey('Ano'));
  });

  it('keys a decomposed ñ like a composed one', () => {
    expect(lineNameKey('An\u0303o')).toBe(lineNameKey('Año'));
  });
});
