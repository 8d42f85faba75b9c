/** Every Spanish text about suppliers ('Proveedores', issue 39) that the server or the web app shows. */
export const SUPPLIER_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  taxIdInvalid: 'El NIT solo admite letras, números, espacios, puntos y guiones',
  idInvalid: 'Proveedor no válido',
  notFound: 'Proveedor no encontrado',
  nameTaken: 'Ya existe un proveedor con este nombre',
  notInTrash: 'El proveedor no está en la papelera',
  inUse: (codes: string) =>
    `No se puede eliminar el proveedor: lo usan materiales activos (${codes}). Cambie su proveedor primero.`,
  created: 'Proveedor creado exitosamente',
  updated: 'Proveedor actualizado exitosamente',
  deleted: 'Proveedor eliminado exitosamente',
  restored: 'Proveedor restaurado exitosamente',
} as const;
