import { describe, expect, it } from 'vitest';
import { checkPlainText, hasSpecialCharacters, plainText } from './special-characters';

describe('plain text rule (SPEC.md §5)', () => {
  it.each([
    'Colegio San José',
    'Ñandú Pingüino',
    "O'Higgins - Av. 6 de Agosto, 123",
    'línea\tcon\nsaltos',
    'Cafe\u0301', // a decomposed accent
    '',
  ])('accepts %j', (value) => {
    expect(hasSpecialCharacters(value)).toBe(false);
    expect(checkPlainText(value)).toBeNull();
  });

  it.each(['a@b', 'Hola!', '<script>', 'precio $5', '50%', 'uno/dos', 'x;y', 'emoji 😀', '#1'])(
    'refuses %j with the SPEC message',
    (value) => {
      expect(checkPlainText(value)).toBe('No se permiten caracteres especiales');
    },
  );

  it('lets everything through when special characters are allowed', () => {
    expect(checkPlainText('a@b.com', true)).toBeNull();
  });

  it('is available as a zod schema with the same message', () => {
    expect(plainText().safeParse('Juan Pérez').success).toBe(true);
    expect(plainText().safeParse('Juan & Co').error?.issues[0]?.message).toBe(
      'No se permiten caracteres especiales',
    );
  });
});
