import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { asRootError, useZodForm, type ZodFormOptions } from '../../../lib/use-zod-form';
import { BackToLogin } from './back-to-login';

/**
 * A password form ('¿Olvidaste tu contraseña?', the new password) whose server answer is a
 * message shown in the form's place; a refusal shows above the form.
 */
export function useAnswerForm<V extends FieldValues, O = V>({
  schema,
  defaultValues,
  send,
}: Pick<ZodFormOptions<V, O>, 'schema' | 'defaultValues'> & {
  send: (values: O) => Promise<string>;
}) {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useZodForm<V, O>({
    schema,
    defaultValues,
    onSubmit: async (values) => setAnswer(await send(values)),
    serverErrors: asRootError,
  });
  const { errors, isSubmitting } = form.formState;
  return { answer, field: form.field, submit: form.submit, errors, isSubmitting };
}

/** The server's answer in the form's place, and the way back to sign in. */
export function AuthAnswer({ message, backLabel }: { message: string; backLabel?: string }) {
  return (
    <div className="space-y-5">
      <FormAlert kind="success">{message}</FormAlert>
      <BackToLogin label={backLabel} />
    </div>
  );
}
