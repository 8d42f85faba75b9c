import { ApiError } from './api-client';

const isBadRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;
const mentionsName = (message: string) => /nombre|name/i.test(message);

/** The texts of one save's failure toast (SPEC.md §8, lines and models). */
export type SaveErrorTexts = {
  duplicateName: string;
  withMessage: (message: string) => string;
  plain: string;
};

/**
 * SPEC.md §8: a 400 whose message mentions 'nombre' or 'name' means the name is taken; any
 * other 400 passes the server's message on; anything else is a plain failure.
 */
export function saveErrorMessage(error: unknown, texts: SaveErrorTexts): string {
  if (isBadRequest(error)) {
    return mentionsName(error.message) ? texts.duplicateName : texts.withMessage(error.message);
  }
  return texts.plain;
}

/** The server's own words to show beside the name field when a 400 concerns the name. */
export const nameFieldError = (error: unknown): string | null =>
  isBadRequest(error) && mentionsName(error.message) ? error.message : null;
