import { formatDecimal } from '../numbers/format-decimal';

const metres = (mm: number) => `${formatDecimal(mm / 1000)} m`;

/** Every Spanish text of 'Plan de corte' that the server or the web app shows. */
export const CUT_PLAN_MESSAGES = {
  title: 'Plan de corte',
  previewed: 'Plan de corte calculado',
  created: 'Plan de corte guardado exitosamente',
  found: 'Plan de corte encontrado',
  notFound: 'Plan de corte no encontrado',
  consumed: (n: number) =>
    n === 1
      ? 'Consumo registrado: 1 movimiento de material'
      : `Consumo registrado: ${n} movimientos de material`,
  alreadyConsumed: 'El consumo de este plan ya estaba registrado; no se registró nada nuevo',

  maxPlies: 'Las capas por tendido deben ser un número entero entre 1 y 500',
  maxMarkerLength: 'El largo de la mesa debe ser un número entre 0,5 y 50 m (hasta 3 decimales)',
  maxSizesPerMarker: 'Las tallas por trazo deben ser un número entero entre 1 y 12',
  endAllowance: 'La holgura por capa debe ser un número entre 0 y 100 cm (hasta 1 decimal)',
  waste: 'El desperdicio debe ser un porcentaje entre 0 y 50 (hasta 1 decimal)',
  overCut: 'El sobrecorte permitido por talla debe ser un número entero entre 0 y 50',
  orderIdInvalid: 'El identificador del pedido no es válido',
  ordersTooMany: 'Se pueden elegir hasta 500 pedidos',
  ordersRepeated: 'Un pedido está repetido',
  consumedInvalid: "El parámetro 'consumed' debe ser 'true' o 'false'",
  ordersUnknown: (ids: string) => `Pedidos no encontrados: ${ids}`,
  ordersNotInProduction: (numbers: string) =>
    `Solo se planifica el corte de pedidos en producción: ${numbers}`,
  nothingToCut: 'Los pedidos elegidos no tienen telas (materiales en metros) que cortar',
  pieceTooLong: (material: string, key: string, markerMm: number, tableMm: number) =>
    `La pieza ${key} de ${material} mide ${metres(markerMm)} con el desperdicio y no cabe en la mesa de ${metres(tableMm)}`,
  consumeReason: (id: number) => `Plan de corte N.º ${id}`,
  noSize: 'Única',
} as const;
