import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema } from '@taller/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { pathAfterLogin, safeReturnPath } from '../../../lib/access';
import { errorMessage } from '../../../lib/error-message';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { AuthCard } from '../components/auth-card';

/** '/': sign in, then go back to the remembered origin or to the role's dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { accessToken, user } = await login(values);
      queryClient.clear();
      saveSession(accessToken, user);
      await navigate(pathAfterLogin(from, user.role), { replace: true });
    } catch (error) {
      setError('root.server', { message: errorMessage(error) });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <AuthCard title="Iniciar sesión">
      <form data-login-form noValidate onSubmit={onSubmit} className="space-y-5">
        {safeReturnPath(from) && !serverError && (
          <FormAlert kind="info">Inicia sesión para continuar.</FormAlert>
        )}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
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
