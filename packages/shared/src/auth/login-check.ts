import { AUTH_MESSAGES } from './auth-messages';

/**
 * The sign-in form's rules without zod (the sign-in screen is in the entry bundle): the same
 * answers as `LoginInputSchema`, proven by login-check.test.ts against it.
 */
export const EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MAX = 1024;
/** zod's own e-mail pattern (`z.email()`'s default). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginFields = { email: string; password: string };
export type LoginCheck =
  | { ok: true; value: LoginFields }
  | { ok: false; errors: Partial<Record<keyof LoginFields, string>> };

function emailError(email: string) {
  if (email.length === 0) return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return AUTH_MESSAGES.emailInvalid;
  return undefined;
}

function passwordError(password: string) {
  if (password.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (password.length > LOGIN_PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  return undefined;
}

/** The first problem of each field, or the values as sent: the email trimmed and lower-cased. */
export function checkLogin({ email, password }: LoginFields): LoginCheck {
  const trimmed = email.trim();
  const errors = { email: emailError(trimmed), password: passwordError(password) };
  if (errors.email || errors.password) {
    return {
      ok: false,
      errors: Object.fromEntries(Object.entries(errors).filter(([, message]) => message)),
    };
  }
  return { ok: true, value: { email: trimmed.toLowerCase(), password } };
}
