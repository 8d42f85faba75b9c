/** Every Spanish text about materials and their stock that the server or the web app shows. */
export const MATERIAL_MESSAGES = {
  found: 'Material encontrado',
  valuationFound: 'Valor del inventario',
  valuationDateInvalid: 'Ingrese la fecha de la valoración (AAAA-MM-DD)',
  created: 'Material creado exitosamente',
  updated: 'Material actualizado exitosamente',
  deleted: (name: string) => `Material ${name} eliminado exitosamente`,
  restored: (name: string) => `Material ${name} restaurado exitosamente`,
  notFound: 'Material no encontrado',
  notInTrash: 'El material no está en la papelera',
  idInvalid: 'El identificador del material no es válido',
  codeRequired: 'El código es requerido',
  codeTooLong: 'El código no puede tener más de 30 caracteres',
  codePattern: 'El código solo puede contener letras, números, guiones, puntos y guiones bajos',
  codeTaken: 'Ya existe un material con este código',
  nameRequired: 'El nombre es requerido',
  unitRequired: 'La unidad es requerida',
  colorInvalid: 'El color debe tener el formato #RRGGBB',
  purchaseUnitInvalid: 'Ingrese la unidad de compra: una cantidad mayor que 0',
  supplierUnavailable: 'El proveedor no existe o está en la papelera',
  lowStockInvalid: "El parámetro 'lowStock' debe ser 'true' o 'false'",
  hasStock: (stock: string) =>
    `No se puede eliminar el material porque tiene stock (${stock}); registre un ajuste a cero primero`,
  usedBy: (products: string) =>
    `No se puede eliminar el material porque lo usan los productos: ${products}`,

  movementRecorded: 'Movimiento registrado exitosamente',
  movementTypeInvalid: "El tipo debe ser 'IN', 'OUT', 'ADJUSTMENT' o 'REVERSAL'",
  movementNotFound: 'Movimiento no encontrado',
  movementIdInvalid: 'El identificador del movimiento no es válido',
  reasonRequired: 'El motivo es requerido',
  negativeNeedsReason: 'Para dejar el stock en negativo indique el motivo',
  alreadyReversed: 'Este movimiento ya fue revertido',
  reversalNotReversible: 'Una reversión no se revierte: registre un movimiento nuevo',
  materialDeleted: (code: string) => `El material ${code} está eliminado`,
  insufficient: (code: string, available: string, wanted: string) =>
    `Stock insuficiente de ${code}: disponible ${available}, se requiere ${wanted}`,
  stockTooLarge: (code: string) => `El stock de ${code} superaría el máximo permitido`,
  unitCostInvalid: 'Ingrese un costo unitario válido',
  orderInvalid: 'El identificador del pedido no es válido',
  orderNotFound: 'Pedido no encontrado',
  dateInvalid: 'Ingrese una fecha válida (AAAA-MM-DD)',

  countRecorded: (n: number) =>
    n === 0
      ? 'Conteo registrado: no hubo diferencias'
      : `Conteo registrado: ${n} ${n === 1 ? 'ajuste' : 'ajustes'}`,
  countLinesRequired: 'Ingrese al menos un material contado',
  countTooManyLines: 'Un conteo puede tener como máximo 500 materiales',
  countRepeated: (code: string) => `El material ${code} se contó dos veces`,
  countReason: 'Conteo de inventario',

  receiptRecorded: (n: number) =>
    `Entrada de materiales registrada: ${n} ${n === 1 ? 'línea' : 'líneas'}`,
  receiptLinesRequired: 'Agregue al menos una línea con material, cantidad y costo',
  receiptMaterialRequired: 'Elija el material de la línea',
  receiptTooManyLines: 'Una entrada puede tener como máximo 200 líneas',
  receiptDateInvalid: 'Ingrese la fecha del documento (AAAA-MM-DD), no posterior a hoy',

  bomSaved: 'Materiales por unidad guardados',
  bomFound: 'Materiales por unidad',
  bomTooMany: 'Un producto puede tener como máximo 100 materiales',
  bomRepeated: (code: string) => `El material ${code} está repetido`,
  bomSizeRepeated: 'Una talla está repetida en el mismo material',
  bomSizeUnknown: (id: number) => `La talla ${id} no pertenece a este producto`,
  bomMaterialUnavailable: (ids: string) => `Materiales no disponibles: ${ids}`,
  productNotFound: 'Producto no encontrado',

  requirementsFound: 'Requerimientos de materiales',
  consumed: (n: number) =>
    `Consumo registrado: ${n} ${n === 1 ? 'movimiento' : 'movimientos'} de salida`,
  alreadyConsumed: 'El consumo de este pedido ya está registrado',
  consumeStatus: (status: string) =>
    `Solo se registra el consumo de pedidos en producción o terminados (este está ${status})`,
  nothingRequired: 'Los productos de este pedido no tienen materiales por unidad',
} as const;
