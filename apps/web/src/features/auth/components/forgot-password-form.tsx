import { ForgotPasswordInputSchema } from '@taller/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { requestPasswordReset } from '../api/forgot-password';
import { BackToLogin } from './back-to-login';

/** Asks for the account's email; the answer is the same whether it exists or not. */
export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useZodForm({
    schema: ForgotPasswordInputSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => setSentMessage(await requestPasswordReset(email)),
    serverErrors: asRootError,
  });

  if (sentMessage) {
    return (
      <div className="space-y-5">
        <FormAlert kind="success">{sentMessage}</FormAlert>
        <BackToLogin />
      </div>
    );
  }
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
