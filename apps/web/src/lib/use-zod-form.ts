import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
} from 'react-hook-form';
import { errorMessage } from './error-message';
import { INVALID_FORM_MESSAGE, serverFieldErrors, type RefusalFields } from './form-errors';
import { notify } from './toast';

/** Where a refused save's message goes: a field, or a form-level `root.*` error. */
export type FormErrorTarget<V extends FieldValues> = FieldPath<V> | `root.${string}`;

export type ZodFormOptions<V extends FieldValues, O> = {
  /** The shared zod schema the server validates with too. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<V>;
  onSubmit: (values: O) => Promise<unknown>;
  /** Where the save's rejection is shown: [field, message] pairs (the first one is focused). */
  serverErrors: (error: unknown) => Iterable<[FormErrorTarget<V>, string]>;
  /** Called when the values do not pass the schema (the fields show their own messages). */
  onInvalid?: SubmitErrorHandler<V>;
};

/**
 * A react-hook-form validated with a shared zod schema whose `submit` hands the values to
 * `onSubmit` and puts a rejection where `serverErrors` says. `field(name)` is what a TextField,
 * SelectField or TextareaField takes for that field: register()'s props and its error message.
 */
export function useZodForm<V extends FieldValues, O = V>({
  schema,
  defaultValues,
  onSubmit,
  serverErrors,
  onInvalid,
}: ZodFormOptions<V, O>) {
  const form = useForm<V, unknown, O>({
    // The schema's input type matches the form's values only loosely (boxes hold strings).
    resolver: zodResolver(schema) as unknown as Resolver<V, unknown, O>,
    defaultValues,
  });
  const { errors } = form.formState;
  const field = (name: FieldPath<V>) => ({
    ...form.register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      for (const [target, message] of serverErrors(error)) {
        form.setError(target, { message }, { shouldFocus: true });
      }
    }
  }, onInvalid);
  return { ...form, field, submit };
}

/** A rejection shown as one form-level message (`errors.root.server`). */
export const asRootError = <V extends FieldValues>(
  error: unknown,
): [FormErrorTarget<V>, string][] => [['root.server', errorMessage(error)]];

/** One field's message, when there is one. */
export const fieldError = <V extends FieldValues>(
  field: FieldPath<V>,
  message: string | null,
): [FormErrorTarget<V>, string][] => (message ? [[field, message]] : []);

/**
 * How a record form answers failures: the server's field errors (and known conflicts) on their
 * fields, and one toast with the given id for values the schema refuses.
 */
export const recordFormErrors = <F extends string>(
  fields: readonly F[],
  conflicts: RefusalFields<F>,
  invalidToastId: string,
) => ({
  serverErrors: (error: unknown) => serverFieldErrors(error, fields, conflicts),
  onInvalid: () => notify.error(INVALID_FORM_MESSAGE, invalidToastId),
});

/** A stored record's optional texts as its form edits them: a missing one is ''. */
export const formTexts = <R extends Record<K, string | null | undefined>, K extends keyof R>(
  record: R,
  keys: readonly K[],
) => Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as Record<K, string>;
