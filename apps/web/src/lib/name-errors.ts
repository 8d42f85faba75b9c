import { ApiError } from './api-client';

const isBadRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;
const nameTaken = (error: ApiError) => error.code === 'NAME_TAKEN';

/** The texts of one save's failure toast (SPEC.md §8, lines and models). */
export type SaveErrorTexts = {
  duplicateName: string;
  withMessage: (message: string) => string;
  plain: string;
};

/**
 * SPEC.md §8: a 400 saying the name is taken (the server's code `NAME_TAKEN`, whose message
 * mentions 'nombre') has its own text; any other 400 passes the server's message on; anything
 * else is a plain failure.
 */
export function saveErrorMessage(error: unknown, texts: SaveErrorTexts): string {
  if (isBadRequest(error)) {
    return nameTaken(error) ? texts.duplicateName : texts.withMessage(error.message);
  }
  return texts.plain;
}

/** The server's own words to show beside the name field when a 400 says the name is taken. */
export const nameFieldError = (error: unknown): string | null =>
  isBadRequest(error) && nameTaken(error) ? error.message : null;
