import { ForgotPasswordInputSchema } from '@taller/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthAnswer, useAnswerForm } from './answer-form';
import { BackToLogin } from './back-to-login';

/** Asks for the account's email; the answer is the same whether it exists or not. */
export function ForgotPasswordForm() {
  const { answer, field, submit, errors, isSubmitting } = useAnswerForm({
    schema: ForgotPasswordInputSchema,
    defaultValues: { email: '' },
    send: ({ email }) => requestPasswordReset(email),
  });

  if (answer) return <AuthAnswer message={answer} />;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
      </p>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <SubmitButton isBusy={isSubmitting} busyText="Enviando...">
        Enviar enlace
      </SubmitButton>
      <BackToLogin />
    </form>
  );
}
