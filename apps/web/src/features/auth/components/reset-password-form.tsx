import { NewPasswordSchema, z } from '@taller/shared';
import { Link } from 'react-router';
import { PASSWORD_HINT } from '../../../components/ui/field-hints';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { resetPassword } from '../api/reset-password';
import { AuthAnswer, useAnswerForm } from './answer-form';
import { BackToLogin } from './back-to-login';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** The server's password rules, plus typing it twice the same. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

/** Sets a new password with the single-use token from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { answer, field, submit, errors, isSubmitting } = useAnswerForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send: ({ password }) => resetPassword({ token, password }),
  });

  if (answer) return <AuthAnswer message={answer} backLabel="Iniciar sesión" />;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {errors.root?.server && (
        <FormAlert>
          {errors.root.server.message}{' '}
          <Link to="/reset-password" className="font-medium underline">
            Solicitar un enlace nuevo
          </Link>
        </FormAlert>
      )}
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...field('password')}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton isBusy={isSubmitting} busyText="Guardando...">
        Guardar contraseña
      </SubmitButton>
      <BackToLogin />
    </form>
  );
}
