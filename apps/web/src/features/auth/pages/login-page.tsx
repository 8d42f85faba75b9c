import { LoginInputSchema } from '@taller/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { pathAfterLogin, safeReturnPath } from '../../../lib/access';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { AuthCard } from '../components/auth-card';

/** '/': sign in, then go back to the remembered origin or to the role's dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const queryClient = useQueryClient();
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useZodForm({
    schema: LoginInputSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const { accessToken, user } = await login(values);
      queryClient.clear();
      saveSession(accessToken, user);
      await navigate(pathAfterLogin(from, user.role), { replace: true });
    },
    serverErrors: asRootError,
  });

  const serverError = errors.root?.server?.message;
  return (
    <AuthCard title="Iniciar sesión">
      <form data-login-form noValidate onSubmit={submit} className="space-y-5">
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
          <Link
            to="/reset-password"
            className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:underline"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
