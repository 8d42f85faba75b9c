import { formatMoney } from '../money/money';

/** Every Spanish text about delivering an order person by person (issue 35). */
export const DELIVERY_MESSAGES = {
  found: 'Entregas del pedido',
  recorded: {
    DELIVERED: (name: string) => `${name}: entregado`,
    ABSENT: (name: string) => `${name}: no vino`,
    SIZE_CHANGE: (name: string, number: string) => `${name}: cambio de talla (pedido ${number})`,
  },
  title: 'Entrega',
  screenTitle: (number: string) => `Entrega del pedido ${number}`,
  noteTitle: 'Nota de entrega',
  personInvalid: 'El identificador de la persona no es válido',
  stateInvalid: "El estado debe ser 'DELIVERED', 'ABSENT' o 'SIZE_CHANGE'",
  newSizeRequired: 'Indique la nueva talla',
  newSizeTooLong: 'La talla puede tener como máximo 20 caracteres',
  newSizeOnlyForChange: 'La nueva talla solo se indica en un cambio de talla',
  personNotOfOrder: 'La persona no pertenece a este pedido',
  noRoster: 'Este pedido no tiene personas para entregar',
  notDeliverable: (status: string) => `Solo se entrega un pedido Terminado (este está ${status})`,
  notExchangeable: (status: string) =>
    `El cambio de talla se registra en un pedido Terminado o Entregado (este está ${status})`,
  alreadyDelivered: (name: string) => `${name} ya fue entregado; no se entrega dos veces`,
  alreadyDeliveredCannotBeAbsent: (name: string) =>
    `${name} ya fue entregado; no puede marcarse como ausente`,
  productRequired: 'Indique el producto cuya talla cambia (el paquete tiene varios con talla)',
  productNotOfPerson: 'El producto no es de esta persona o no tiene talla',
  sizeUnknown: (size: string, sizes: string) =>
    `La talla ${size} no existe para este producto (tallas: ${sizes})`,
  sameSize: 'La nueva talla es la misma que la actual',
  exchangeNote: (number: string, name: string) =>
    `Cambio de talla del pedido ${number} para ${name}`,
  autoDelivered: 'Todas las personas recibieron su bolsa',
  // The screen
  states: {
    PENDING: 'Pendiente',
    DELIVERED: 'Entregado',
    ABSENT: 'No vino',
    SIZE_CHANGE: 'Cambio de talla',
  },
  progress: (delivered: number, total: number) => `Entregado: ${delivered} de ${total}`,
  missingTitle: (n: number) => (n === 1 ? 'Falta 1 persona' : `Faltan ${n} personas`),
  noneMissing: 'Todas las personas recibieron su bolsa',
  searchLabel: 'Buscar persona',
  searchPlaceholder: 'Nombre o código',
  scan: 'Escanear QR',
  stopScan: 'Cerrar cámara',
  scanHint: 'Apunte la cámara al código QR de la etiqueta',
  cameraUnavailable:
    'No se pudo usar la cámara (se necesita HTTPS y permiso). Escriba el nombre para buscar.',
  scanOtherOrder: 'La etiqueta es de otro pedido',
  scanUnknown: 'El código no es una etiqueta de este pedido',
  noMatches: 'Ninguna persona coincide con la búsqueda',
  deliver: 'Entregado',
  absent: 'No vino',
  changeSize: 'Cambio de talla',
  receivedByLabel: 'Quién recibe (opcional)',
  receivedByPlaceholder: 'p. ej. la madre',
  noteLabel: 'Nota (opcional)',
  notePlaceholder: 'entregado a la madre',
  newSizeLabel: 'Nueva talla',
  productLabel: 'Producto',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  printNote: 'Nota de entrega',
  deliveredBy: (when: string, by: string | null, to: string | null) =>
    `${when}${to ? ` · recibió ${to}` : ''}${by ? ` · registró ${by}` : ''}`,
  exchangeOrder: (number: string) => `Pedido de cambio ${number}`,
  loadError: 'No se pudieron cargar las entregas',
  owedWarning: (cents: number) => `El pedido tiene un saldo pendiente de ${formatMoney(cents)}`,
  manualDeliverWarning: (missing: number) =>
    missing === 1
      ? 'Falta entregar a 1 persona. ¿Marcar el pedido como Entregado igualmente?'
      : `Faltan entregar ${missing} personas. ¿Marcar el pedido como Entregado igualmente?`,
  openDelivery: 'Entrega por persona',
  filterLabel: 'Mostrar',
  filterAll: 'Todas',
  exportCsv: 'Exportar CSV',
  clientTitle: 'Entregas',
  clientReceived: (delivered: number, total: number) =>
    `Recibieron su bolsa: ${delivered} de ${total}`,
  // The PDF
  noteColumns: {
    person: 'Persona',
    course: 'Curso',
    items: 'Prendas y tallas',
    receivedBy: 'Recibió',
    when: 'Fecha',
  },
  noteNone: 'Aún no se entregó ninguna bolsa',
  noteSignatures: ['Entregado por', 'Recibido por (institución)'],
  noteSignatureLine: 'Firma y aclaración',
} as const;
