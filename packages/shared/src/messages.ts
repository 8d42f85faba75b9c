/** User-visible Spanish texts that both the server and the web app use. */
export const MESSAGES = {
  ok: 'OK',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  invalidJson: 'El cuerpo de la petición no es un JSON válido',
  unsupportedMediaType: 'Tipo de contenido no admitido',
  payloadTooLarge: 'La petición es demasiado grande',
  badRequest: 'Petición inválida',
  internalError: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  unauthorized: 'No tienes permisos para realizar esta acción',
  forbidden: 'Acceso denegado para realizar esta acción',
  tooManyRequests: (seconds: number) =>
    `Demasiados intentos. Inténtalo de nuevo en ${seconds} segundos.`,
  /** A text of a query string, path or body with a control character (NUL and the like). */
  controlCharacters: (field: string) =>
    `Campo '${field}': el texto contiene caracteres no permitidos`,
  storageUnavailable:
    'No se pudo guardar: el almacenamiento no está disponible. Inténtalo de nuevo en unos minutos.',
  storageUnavailableRead:
    'No se pudo leer: el almacenamiento no está disponible. Inténtalo de nuevo en unos minutos.',
  constraintViolated:
    'No se pudo guardar: el cambio no cumple las reglas de los datos. Recarga la página y revisa los valores.',
} as const;
