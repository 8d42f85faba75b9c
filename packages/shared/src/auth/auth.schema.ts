import { z } from '../zod';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Correo o contraseña incorrectos',
  inactiveUser: 'Tu cuenta está desactivada. Contacta con un administrador.',
  sessionInvalid: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  loggedIn: 'Sesión iniciada',
  loggedOut: 'Sesión cerrada',
  refreshed: 'Sesión renovada',
  forgotPassword:
    'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
  resetDone: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Ingrese un correo electrónico válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`,
  passwordTooLong: `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres`,
  passwordCommon: 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.',
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase());

/** A new password: 8 to 128 characters, no composition rules, not a common one. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
  .refine((value) => !isCommonPassword(value), AUTH_MESSAGES.passwordCommon);

export const LoginInputSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024, AUTH_MESSAGES.passwordTooLong),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResultSchema = z.object({
  accessToken: z.string(),
  user: SessionUserSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const ForgotPasswordInputSchema = z.object({ email });

export const ResetPasswordInputSchema = z.object({
  token: z
    .string()
    .min(1, AUTH_MESSAGES.resetTokenInvalid)
    .max(200, AUTH_MESSAGES.resetTokenInvalid),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;
