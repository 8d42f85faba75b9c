import { describe, expect, it } from 'vitest';
import { LoginInputSchema, NewPasswordSchema } from './auth.schema';

describe('password rules', () => {
  it.each([
    ['corto', 'La contraseña debe tener al menos 8 caracteres'],
    ['x'.repeat(129), 'La contraseña no puede tener más de 128 caracteres'],
    ['Contraseña123', 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'],
    ['12345678', 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'],
  ])('refuses %s with a Spanish reason', (password, reason) => {
    expect(NewPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(reason);
  });

  it('accepts any long-enough uncommon password, no composition rules', () => {
    expect(NewPasswordSchema.safeParse('caballo correcto batería grapa').success).toBe(true);
    expect(NewPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
  });
});

describe('login input', () => {
  it('trims and lower-cases the email', () => {
    expect(LoginInputSchema.parse({ email: '  Ana@Taller.BO ', password: 'x' }).email).toBe(
      'ana@taller.bo',
    );
  });

  it('says what is missing, in Spanish', () => {
    const result = LoginInputSchema.safeParse({ email: 'no-es-correo', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Ingrese un correo electrónico válido',
      'La contraseña es requerida',
    ]);
  });
});
