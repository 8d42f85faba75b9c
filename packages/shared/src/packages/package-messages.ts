/** Every Spanish text about packs (packages) that the server or the web app shows. */
export const PACKAGE_MESSAGES = {
  codeTaken: 'Ya existe un paquete con este código',
  itemsRequired: 'El paquete debe tener al menos un producto',
  itemsInvalid: 'La lista de productos del paquete no es válida',
  tooManyItems: 'Un paquete puede tener como máximo 100 productos',
  productRequired: 'Seleccione un producto',
  productInvalid: 'El identificador del producto no es válido',
  productRepeated: 'Un producto solo puede aparecer una vez en el paquete',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 10000',
  priceModeRequired: 'El modo de precio es requerido',
  priceModeInvalid: "El modo de precio debe ser 'FIXED' o 'SUM'",
  fixedPriceRequired: 'Con precio fijo, el precio es requerido',
  productsUnavailable: (codes: readonly string[]) =>
    `Productos no disponibles (no existen o fueron eliminados): ${codes.join(', ')}`,
  productDeleted: (codes: readonly string[]) =>
    `No se puede restaurar el paquete: sus productos ${codes.join(', ')} están eliminados`,
  mediaUnavailable: (ids: readonly (number | string)[]) =>
    `Archivos multimedia no disponibles para este paquete: ${ids.join(', ')}`,
  notFound: 'Paquete no encontrado',
  inUse: (users: readonly string[]) =>
    `No se puede eliminar el paquete porque lo usan: ${users.join('; ')}`,
  notInTrash: 'El paquete no está en la papelera',

  found: 'Paquete obtenido',
  created: 'Paquete creado exitosamente',
  updated: 'Paquete actualizado exitosamente',
  deleted: (name: string) => `Paquete ${name} eliminado exitosamente`,
  restored: (name: string) => `Paquete ${name} restaurado exitosamente`,
} as const;
