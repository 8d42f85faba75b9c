/**
 * Every Spanish text about the 'Preguntas frecuentes' (issue 20: staff write them, clients read
 * the published ones) that the server or the web app shows.
 */
export const FAQ_MESSAGES = {
  questionRequired: 'La pregunta es requerida',
  answerRequired: 'La respuesta es requerida',
  categoryRequired: 'La categoría es requerida',
  statusInvalid: "El estado debe ser 'PUBLISHED' o 'DRAFT'",
  notFound: 'Pregunta no encontrada',
  notInTrash: 'La pregunta no está en la papelera',
  idsRequired: 'Indique las preguntas en el orden deseado',
  idsRepeated: 'Una pregunta aparece más de una vez en el orden',
  idsUnknown: 'Alguna de las preguntas indicadas no existe',
  found: 'Preguntas encontradas',
  foundOne: 'Pregunta encontrada',
  created: 'Pregunta creada exitosamente',
  updated: 'Pregunta actualizada exitosamente',
  deleted: 'Pregunta eliminada exitosamente',
  restored: 'Pregunta restaurada exitosamente',
  published: 'Pregunta publicada',
  unpublished: 'Pregunta despublicada',
  reordered: 'Orden de las preguntas guardado',
} as const;
