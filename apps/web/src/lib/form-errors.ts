import type { ErrorCode } from '@taller/shared/http/error-codes';
import { ApiError } from '../api/core';

type FieldError = { field?: unknown; message?: unknown };

/**
 * Which field a known refusal is about: by its code (`EMAIL_TAKEN: 'email'`), or, where one code
 * covers refusals about several fields, by the exact message from the shared texts.
 */
export type RefusalFields<F extends string> = Partial<Record<ErrorCode | (string & {}), F>>;

/**
 * Where a refused save belongs in the form: the fields the server's validation named
 * (`data.errors[].field`), or the field a known refusal is about (`RefusalFields`).
 * Returns [field, message] pairs for the fields the form has.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  refusalFields: RefusalFields<F> = {},
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  const known = (error.code && refusalFields[error.code]) || refusalFields[error.message];
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
