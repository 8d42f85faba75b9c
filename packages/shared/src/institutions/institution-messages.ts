/** Every Spanish text about institutions that the server or the web app shows. */
export const INSTITUTION_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  typeRequired: 'El tipo es requerido',
  typeInvalid: 'Tipo de institución no válido',
  notFound: 'Institución no encontrada',
  nameTaken: 'Ya existe una institución con este nombre',
  notInTrash: 'La institución no está en la papelera',
  hasActiveClients: 'No se puede eliminar la institución porque tiene clientes activos',
  hasInactiveClients:
    'No se puede eliminar la institución porque tiene clientes inactivos asociados',
  created: 'Institución creada exitosamente',
  updated: 'Institución actualizada exitosamente',
  deleted: 'Institución eliminada exitosamente',
  restored: 'Institución restaurada exitosamente',
} as const;
