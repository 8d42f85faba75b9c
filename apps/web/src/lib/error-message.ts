import { ApiError } from '../api/core';

export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

/** What to tell the user about a failed call: the server's Spanish message when there is one. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
