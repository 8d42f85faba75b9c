import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginInputSchema } from './auth.schema';
import { checkLogin, type LoginCheck } from './login-check';

/** What the zod schema answers, in checkLogin's shape (first message of each field). */
function bySchema(input: { email: string; password: string }): LoginCheck {
  const result = LoginInputSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => `  ${e.toUpperCase()} `),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    'a@b.c',
    'a..b@x.bo',
    '.a@x.bo',
    'a.@x.bo',
    `${'a'.repeat(250)}@x.bo`,
  ),
);
const passwordLike = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'x'.repeat(1024), 'x'.repeat(1025)),
);

describe('checkLogin (the sign-in form, without zod)', () => {
  it('answers exactly as LoginInputSchema does: same values, same first message per field', () => {
    fc.assert(
      fc.property(emailLike, passwordLike, (email, password) => {
        expect(checkLogin({ email, password })).toEqual(bySchema({ email, password }));
      }),
      { numRuns: 2000 },
    );
  });

  it('says what is missing, in Spanish', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'El correo es requerido', password: 'La contraseña es requerida' },
    });
    expect(checkLogin({ email: ' Ana@Taller.BO ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'ana@taller.bo', password: 'x' },
    });
  });
});
