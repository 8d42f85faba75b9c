import { checkLogin, type LoginFields } from '@taller/shared/auth/login-check';
import type { SessionUser } from '@taller/shared/auth/auth.schema';
import { useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { pathAfterLogin, RESET_PASSWORD_PATH, safeReturnPath } from '../../../lib/access';
import { errorMessage } from '../../../lib/error-message';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { AuthCard } from './auth-card';

// The sign-in screen is in the entry bundle (main.tsx shows it before the router exists): React
// only here — no router, no react-hook-form, no zod, no toasts (eslint.config.js keeps it so).

export type SignInFormProps = {
  /** Where the guard sent the visitor away from (router state), if anywhere. */
  from: unknown;
  /** Signed in: go to `path` (replacing the sign-in page in the history). */
  onSignedIn: (path: string, user: SessionUser) => void | Promise<void>;
  /** A link inside the app was followed (the password reset). */
  onNavigate: (path: string) => void;
  /** Called as the form is sent, before the answer (to load what comes next meanwhile). */
  onSubmitStart?: () => void;
};

type Field = keyof LoginFields;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['email', 'password'];

/** A plain click on an in-app link (not a new tab or window): handled by `onNavigate`. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * '/': sign in, then go back to the remembered origin or to the role's dashboard. Like the other
 * forms: checked when sent, then again on every change; the first wrong field gets the focus; the
 * server's refusal shows in an alert until the next attempt.
 */
export function SignInForm({ from, onSignedIn, onNavigate, onSubmitStart }: SignInFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const valuesOf = (form: HTMLFormElement): LoginFields => {
    const data = new FormData(form);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  };

  const recheck = (field: Field, form: HTMLFormElement | null) => {
    if (!wasSubmitted || !form) return;
    const result = checkLogin(valuesOf(form));
    const message = result.ok ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    setWasSubmitted(true);
    setServerError(null);
    const result = checkLogin(valuesOf(form));
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    onSubmitStart?.();
    try {
      const { accessToken, user } = await login(result.value);
      saveSession(accessToken, user);
      await onSignedIn(pathAfterLogin(from, user.role), user);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    name,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => recheck(name, event.currentTarget.form),
  });

  return (
    <AuthCard title="Iniciar sesión">
      <form
        data-login-form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
      >
        {safeReturnPath(from) && !serverError && (
          <FormAlert kind="info">Inicia sesión para continuar.</FormAlert>
        )}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          inputMode="email"
          {...field('email')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <SubmitButton isBusy={isSubmitting} busyText="Ingresando...">
          Iniciar sesión
        </SubmitButton>
        <p className="text-center text-sm">
          <a
            href={RESET_PASSWORD_PATH}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onNavigate(RESET_PASSWORD_PATH);
            }}
            className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:underline"
          >
            ¿Olvidaste tu contraseña?
          </a>
        </p>
      </form>
    </AuthCard>
  );
}
