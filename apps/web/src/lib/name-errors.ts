import { ApiError } from '../api/core';

const isBadRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;
const nameTaken = (error: ApiError) => error.code === 'NAME_TAKEN';

type SaveAction = 'create' | 'update';

/** A resource's texts for a save's failure toast (SPEC.md §8, lines and models). */
export type SaveErrorTexts<A extends SaveAction> = { duplicateName: string } & Record<
  `${A}ErrorWith`,
  (message: string) => string
> &
  Record<`${A}Error`, string>;

/**
 * SPEC.md §8: a 400 saying the name is taken (the server's code `NAME_TAKEN`, whose message
 * mentions 'nombre') has its own text; any other 400 passes the server's message on after the
 * action's ('Error al actualizar la línea: …'); anything else is the action's plain failure.
 */
export function saveErrorMessage<A extends SaveAction>(
  error: unknown,
  texts: SaveErrorTexts<A>,
  action: A,
): string {
  if (isBadRequest(error)) {
    return nameTaken(error) ? texts.duplicateName : texts[`${action}ErrorWith`](error.message);
  }
  return texts[`${action}Error`];
}

/** The server's own words to show beside the name field when a 400 says the name is taken. */
export const nameFieldError = (error: unknown): string | null =>
  isBadRequest(error) && nameTaken(error) ? error.message : null;
