/** Every Spanish text of in-app notifications (issue 22) the server or the web app shows. */
export const NOTIFICATION_MESSAGES = {
  kindInvalid: 'Tipo de notificación no válido',
  readInvalid: "El parámetro 'read' debe ser 'true' o 'false'",
  idsRequired: 'Indique las notificaciones (ids) o todas (all: true)',
  idInvalid: 'Identificador de notificación no válido',
  roleInvalid: 'Rol no válido',
  listed: 'Notificaciones obtenidas',
  marked: 'Notificaciones marcadas como leídas',
  preferencesSaved: 'Preferencias guardadas',
  recipientsSaved: 'Destinatarios guardados',
  streamOnly: 'Esta dirección solo entrega un flujo de eventos (text/event-stream)',
} as const;
