import { ApiError } from './api-client';

type FieldError = { field?: unknown; message?: unknown };

/**
 * Where a refused save belongs in the form: the fields the server's validation named
 * (`data.errors[].field`), or the field a known message (a 409 "already exists") is about.
 * Returns [field, message] pairs for the fields the form has.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  messageFields: Partial<Record<string, F>> = {},
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  const known = messageFields[error.message];
  if (known) return [[known, error.message]];
  const errors = (error.data as { errors?: FieldError[] } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap(({ field, message }) =>
    typeof field === 'string' && (fields as readonly string[]).includes(field)
      ? [[field as F, String(message)] as [F, string]]
      : [],
  );
}

/** SPEC.md §5: what an invalid submit says (one toast, however often the user insists). */
export const INVALID_FORM_MESSAGE = 'Por favor, corrija los errores en el formulario.';
