import { z } from '../zod';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './auth-messages';
import { isCommonPassword } from './common-passwords';
import { EMAIL_MAX, LOGIN_PASSWORD_MAX } from './login-check';

export { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './auth-messages';

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
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
    .max(LOGIN_PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
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
