/** Every Spanish text about purchase orders ('Órdenes de compra', issue 39). */
export const PURCHASE_ORDER_MESSAGES = {
  found: 'Orden de compra encontrada',
  created: 'Orden de compra creada exitosamente',
  updated: 'Orden de compra actualizada exitosamente',
  cancelled: 'Orden de compra cancelada',
  sent: 'Orden de compra marcada como enviada',
  notFound: 'Orden de compra no encontrada',
  idInvalid: 'El identificador de la orden de compra no es válido',
  lineIdInvalid: 'El identificador de la línea no es válido',
  supplierRequired: 'Seleccione el proveedor',
  materialRequired: 'Seleccione el material de cada línea',
  unitCostInvalid: 'Ingrese un costo unitario válido',
  linesRequired: 'Agregue al menos una línea',
  tooManyLines: 'Una orden de compra admite hasta 100 líneas',
  repeatedMaterial: (code: string) => `El material ${code} está en más de una línea`,
  materialUnavailable: (ids: string) => `Materiales no disponibles: ${ids}`,
  statusInvalid: 'Estado no válido',
  notDraft: 'Solo se modifica una orden de compra en Borrador',
  notCancellable: (status: string) => `No se cancela una orden de compra ${status}`,
  notReceivable: (status: string) => `No se recibe en una orden de compra ${status}`,
  notSendable: (status: string) => `No se envía una orden de compra ${status}`,
  receiptDateInvalid: 'Ingrese la fecha de la entrega (AAAA-MM-DD), no posterior a hoy',
  receiptLinesRequired: 'Indique al menos una línea recibida',
  lineNotInOrder: (id: number) => `La línea ${id} no es de esta orden de compra`,
  repeatedLine: (id: number) => `La línea ${id} está repetida`,
  overReceipt: (code: string, due: string, wanted: string) =>
    `Se recibiría de más en ${code}: pendiente ${due}, se indican ${wanted}. Marque «Aceptar más de lo pedido» para registrarlo.`,
  received: (n: number) => `Recepción registrada: ${n} ${n === 1 ? 'línea' : 'líneas'}`,
  fromShortfall: (n: number) =>
    n === 0
      ? 'No hay faltantes por comprar'
      : `${n} ${n === 1 ? 'orden de compra creada' : 'órdenes de compra creadas'} desde el faltante`,
  receiptReason: (number: string) => `Recepción de la orden de compra ${number}`,
} as const;
