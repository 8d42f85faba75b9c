/** Every Spanish text about production stages and their progress that the server or web shows. */
export const PRODUCTION_MESSAGES = {
  stagesFound: 'Etapas de producción',
  stagesSaved: 'Etapas de producción guardadas',
  responsiblesFound: 'Personal del taller',
  progressFound: 'Avance de producción',
  progressListFound: 'Pedidos en producción',
  progressRecorded: 'Avance registrado',
  progressFinished:
    'Avance registrado: todas las piezas pasaron la última etapa y el pedido está Terminado',
  /** The note of the status change the last stage makes. */
  finishedNote: 'Todas las piezas pasaron la última etapa',

  stageIdInvalid: 'El identificador de la etapa no es válido',
  stageNameRequired: 'El nombre de la etapa es requerido',
  stagesRequired: 'Declare al menos una etapa',
  tooManyStages: 'Se pueden declarar como máximo 20 etapas',
  stageNameRepeated: (name: string) => `La etapa ${name} aparece más de una vez`,
  stageIdRepeated: (id: number) => `La etapa ${id} aparece más de una vez`,
  stageNotFound: (id: number) => `La etapa ${id} no existe o fue eliminada`,
  stageInUse: (name: string) =>
    `No se puede quitar la etapa ${name}: tiene avances registrados en pedidos`,

  productInvalid: 'El identificador del producto no es válido',
  responsibleInvalid: 'El identificador del responsable no es válido',
  sizeTooLong: 'La talla no puede tener más de 20 caracteres',
  countInvalid: 'La cantidad debe ser un número entero distinto de cero entre -10000 y 10000',
  noteRequired: 'Una corrección (cantidad negativa) requiere una nota que explique el motivo',
  stageUnavailable: 'La etapa no existe o fue eliminada',
  responsibleUnavailable: 'El responsable no existe, está inactivo o no es personal del taller',
  notInProduction: (status: string) =>
    `Solo los pedidos En producción aceptan avances; este pedido está ${status}`,
  notInOrder: (piece: string) => `${piece} no está en este pedido`,
  overTotal: (stage: string, piece: string, after: number, total: number) =>
    `${stage}: no se puede llegar a ${after} de ${piece}; el pedido tiene ${total}`,
  overPrevious: (stage: string, piece: string, after: number, previous: string, done: number) =>
    `${stage}: no se puede llegar a ${after} de ${piece}; ${previous} solo tiene ${done} hechas (una pieza pasa las etapas en orden)`,
  belowZero: (stage: string, piece: string, done: number) =>
    `${stage}: la corrección dejaría ${piece} por debajo de cero (hay ${done} registradas)`,
  belowNext: (stage: string, piece: string, after: number, next: string, done: number) =>
    `${stage}: la corrección dejaría ${after} de ${piece}, menos que las ${done} que ya pasaron ${next}`,

  pendingInvalid: "El parámetro 'pending' debe ser 'true' o 'false'",
  orderIdsInvalid: "El parámetro 'orderIds' debe ser una lista de hasta 100 identificadores",
  clientInvalid: 'El identificador del cliente no es válido',
  institutionInvalid: 'El identificador de la institución no es válido',
} as const;

/** '18 polos talla M' style: how a product and size are named in messages and screens. */
export const pieceName = (productName: string, size: string | null) =>
  size === null ? productName : `${productName} talla ${size}`;

/** The one-page notice a client gets with 'Pedido listo para entregar' (issue 37). */
export const READY_NOTICE_TEXTS = {
  title: 'Aviso de pedido listo',
  body: 'Su pedido terminó la producción y está listo para entregar. Coordine con el taller el día de entrega.',
  client: 'Cliente',
  institution: 'Institución',
  promised: 'Fecha comprometida',
  readyOn: 'Listo el',
  columns: { item: 'Producto', quantity: 'Cantidad' },
  footer: (orderNumber: string) => `Aviso de pedido listo · ${orderNumber}`,
  fileName: (orderNumber: string) => `pedido-listo-${orderNumber}.pdf`,
} as const;

/** '16 piezas', '1 pieza'. */
export const piecesCount = (n: number) => `${n} ${n === 1 ? 'pieza' : 'piezas'}`;

/** 'Faltan 3 de 16 piezas', 'Falta 1 de 1 pieza': what is still to pass a stage or finish. */
export const missingPieces = (remaining: number, total: number) =>
  `${remaining === 1 ? 'Falta' : 'Faltan'} ${remaining} de ${piecesCount(total)}`;
