import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isGenericText } from './special-characters';
import { toE164 } from './phone';

describe('generic text rule (SPEC §5)', () => {
  it.each(['María José Ñuñez-Peña', "O'Brien, Jr.", 'Colegio San Andrés 2', 'Ünal', 'a\tb\nc', ''])(
    'accepts %j',
    (value) => expect(isGenericText(value)).toBe(true),
  );

  it.each(['<script>', 'Ana & Luis', 'correo@dominio', 'precio $5', '50%', 'hola!', 'a;b', '#3'])(
    'refuses %j',
    (value) => expect(isGenericText(value)).toBe(false),
  );

  it('accepts accents typed as combining marks', () => {
    expect(isGenericText('Jose\u0301')).toBe(true);
  });

  it('finds control characters but allows line breaks and tabs in free text', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\ud800b')).toBe(true);
    expect(hasControlCharacters('emoji 😀 bien')).toBe(false);
    expect(hasControlCharacters('línea 1\r\nlínea 2\tfin #3 / 4°')).toBe(false);
  });
});

describe('phones in E.164', () => {
  it.each([
    ['70012345', '+59170012345'],
    ['700 123 45', '+59170012345'],
    ['+591 2 2441234', '+59122441234'],
    ['+1 (202) 555-0147', '+12025550147'],
    ['+34 612 34 56 78', '+34612345678'],
  ])('reads %j as %s (Bolivia by default)', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['12345', '7001234a', '+591 90012345', 'abc', '', '+'])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
