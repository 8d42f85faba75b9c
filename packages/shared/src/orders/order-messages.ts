import { MONEY_MAX_CENTS } from '../money/money';
import { formatDecimal } from '../numbers/format-decimal';

/** Every Spanish text about orders that the server or the web app shows. */
export const ORDER_MESSAGES = {
  found: 'Pedido encontrado',
  created: 'Pedido creado exitosamente',
  updated: 'Pedido actualizado exitosamente',
  statusChanged: 'Estado del pedido actualizado',
  statusUndone: 'Cambio de estado deshecho',
  statusUndoneNote: 'Cambio de estado deshecho',
  undoExpired:
    'Ya no se puede deshacer este cambio de estado: pasó más de un minuto o lo hizo otra persona',
  undoStale: 'El pedido cambió después: ya no se puede deshacer este cambio de estado',
  deleted: (number: string) => `Pedido ${number} eliminado`,
  restored: (number: string) => `Pedido ${number} restaurado`,
  notFound: 'Pedido no encontrado',
  notInTrash: 'El pedido no está en la papelera',
  deleteBilled: 'No se puede eliminar un pedido con documentos de venta vigentes o pagos aprobados',
  idInvalid: 'El identificador del pedido no es válido',
  clientRequired: 'El cliente es requerido',
  clientInvalid: 'El identificador del cliente no es válido',
  clientUnavailable: 'El cliente seleccionado no existe o fue eliminado',
  institutionInvalid: 'El identificador de la institución no es válido',
  institutionUnavailable: 'La institución seleccionada no existe o fue eliminada',
  lineInvalid: 'El identificador de la línea no es válido',
  productInvalid: 'El identificador del producto no es válido',
  packageInvalid: 'El identificador del paquete no es válido',
  promisedDateRequired: 'La fecha de entrega es requerida',
  dateInvalid: 'Ingrese una fecha válida (AAAA-MM-DD)',
  dateRangeInverted: "La fecha 'desde' no puede ser posterior a la fecha 'hasta'",
  overdueInvalid: "El parámetro 'overdue' debe ser 'true' o 'false'",
  statusInvalid:
    "El estado debe ser 'PENDING', 'IN_PRODUCTION', 'FINISHED', 'DELIVERED' o 'CANCELLED'",
  versionRequired: 'La versión del pedido es requerida',
  itemsRequired: 'Agregue al menos un producto o paquete',
  tooManyItems: 'Un pedido puede tener como máximo 200 artículos',
  itemTarget: 'Cada artículo debe ser un producto o un paquete, no ambos',
  itemIdInvalid: 'El identificador del artículo no es válido',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 10000',
  quantityPeople: 'La cantidad debe ser igual al número de personas',
  priceInvalid: `El precio debe ser un número entero de centavos entre 0 y ${MONEY_MAX_CENTS}`,
  discountInvalid: `El descuento debe ser un número entero de centavos entre 0 y ${MONEY_MAX_CENTS}`,
  discountTooLarge: 'El descuento no puede ser mayor que el importe del artículo',
  totalTooLarge: `El total del pedido no puede superar ${MONEY_MAX_CENTS} centavos`,
  tooManyPeople: 'Un artículo puede tener como máximo 1000 personas',
  personIdInvalid: 'El identificador de la persona no es válido',
  personNameRequired: 'El nombre es requerido',
  sizeTooLong: 'La talla no puede tener más de 20 caracteres',
  productUnavailable: (codes: string) => `Estos productos no existen o fueron eliminados: ${codes}`,
  packageUnavailable: (codes: string) => `Estos paquetes no existen o fueron eliminados: ${codes}`,
  peopleNeedSizes: (code: string) =>
    `El producto ${code} no tiene tabla de tallas: sus artículos no llevan personas`,
  peopleOnPackage: (code: string) =>
    `El paquete ${code} no tiene productos con tabla de tallas: sus artículos no llevan personas`,
  itemNotOfOrder: (id: number) => `El artículo ${id} no pertenece al pedido`,
  sizeNotOfProduct: (size: string, code: string) =>
    `La talla ${size} no pertenece al producto ${code}`,
  /** A height in a gap of the size table or outside it: on the row of a preview or an editor. */
  heightWithoutSize: (heightCm: number) =>
    `Ninguna talla corresponde a ${formatDecimal(heightCm)} cm: elija la talla a mano`,
  /** The same refused on save: the row (from 1) and the product named. */
  personWithoutSize: (row: number, name: string, heightCm: number, code: string) =>
    `Fila ${row} (${name}): ninguna talla del producto ${code} corresponde a ` +
    `${formatDecimal(heightCm)} cm; indique su talla a mano`,
  stale: 'El pedido fue modificado por otra persona. Recargue para ver los cambios.',
  readOnly: (status: string) => `Un pedido ${status} no se puede modificar`,
  productionLimited:
    'En producción solo se pueden cambiar los nombres, tallas y notas de las personas, y las notas del pedido',
  transitionRefused: (from: string, to: string) =>
    `No se puede cambiar el estado de ${from} a ${to}`,
  cancelReasonRequired: 'Indique el motivo de la cancelación',
  deleteRefused: (status: string) =>
    `Solo se pueden eliminar pedidos Pendientes o Cancelados; este está ${status}`,
  rosterTextRequired: 'Pegue o importe al menos una fila',
  rosterTooLong: 'Se pueden importar como máximo 1000 filas',
  rosterNoSizes: 'El producto no tiene tabla de tallas',
  itemIdOnCreate:
    'Un pedido nuevo no puede indicar el identificador de un artículo: quite el campo id',
  personIdOnCreate:
    'Un pedido nuevo no puede indicar el identificador de una persona: quite el campo id',
  personNotOfItem: (id: number) => `La persona ${id} no pertenece a este artículo del pedido`,
  itemRepeated: (id: number) => `El artículo ${id} aparece más de una vez en el pedido`,
  personRepeated: (id: number) => `La persona ${id} aparece más de una vez en el pedido`,
  productNotOffered: (codes: string) =>
    `Estos productos no están disponibles en el catálogo: ${codes}`,
  packageNotOffered: (codes: string) =>
    `Estos paquetes no están disponibles en el catálogo: ${codes}`,
  personSizesInvalid: 'Las tallas de la persona deben ser una lista de hasta 100 productos',
  personSizeRepeated: 'Cada producto aparece una sola vez en las tallas de la persona',
  sizeProductNotOfItem: (row: number, productId: number) =>
    `Fila ${row}: el producto ${productId} no es un producto con tallas de este artículo`,
} as const;
