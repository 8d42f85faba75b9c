/** Every Spanish text about size charts ('Tablas de tallas') that the server or the web shows. */
export const SIZE_CHART_MESSAGES = {
  nameRequired: 'El nombre de la tabla de tallas es requerido',
  nameTaken: 'Ya existe una tabla de tallas con este nombre',
  lineInvalid: 'El identificador de la línea no es válido',
  lineUnavailable: 'La línea seleccionada no existe o fue eliminada',
  defaultNeedsLine: 'Solo una tabla de una línea puede ser la tabla por defecto de esa línea',
  defaultInvalid: 'Indique sí o no para la tabla por defecto',
  applyInvalid: 'Indique sí o no para aplicar los cambios a los productos',
  sizesRequired: 'Agregue al menos una talla',
  chartInvalid: 'El identificador de la tabla de tallas no es válido',
  chartUnavailable: 'La tabla de tallas seleccionada no existe o fue eliminada',
  notFound: 'Tabla de tallas no encontrada',
  notInTrash: 'La tabla de tallas no está en la papelera',
  inUse: (users: readonly string[]) =>
    `No se puede eliminar la tabla de tallas porque la usan: ${users.join('; ')}`,
  usedBy: (count: number) =>
    count === 1 ? '1 producto usa esta tabla' : `${count} productos usan esta tabla`,
  applyQuestion: (count: number) =>
    `¿Aplicar las tallas nuevas ${count === 1 ? 'al producto que usa' : `a los ${count} productos que usan`} esta tabla? ` +
    'Si no, esos productos conservan sus tallas actuales y dejan de usar la tabla.',

  found: 'Tabla de tallas obtenida',
  created: 'Tabla de tallas creada exitosamente',
  updated: 'Tabla de tallas actualizada exitosamente',
  updatedApplied: (count: number) =>
    `Tabla de tallas actualizada y aplicada a ${count} ${count === 1 ? 'producto' : 'productos'}`,
  updatedDetached: (count: number) =>
    `Tabla de tallas actualizada; ${count} ${count === 1 ? 'producto conserva' : 'productos conservan'} sus tallas anteriores`,
  deleted: (name: string) => `Tabla de tallas ${name} eliminada exitosamente`,
  restored: (name: string) => `Tabla de tallas ${name} restaurada exitosamente`,
} as const;
