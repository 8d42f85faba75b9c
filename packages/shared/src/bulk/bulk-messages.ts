/** Spanish texts of the bulk actions of the lists (issue 38). */
export const BULK_MAX = 1000;

export const BULK_MESSAGES = {
  idsInvalid: `La selección debe ser una lista de hasta ${BULK_MAX} identificadores separados por comas`,
  idsOrFilter: 'Indique los registros (ids) o el filtro que los selecciona, no ambos',
  idsRepeated: 'La selección repite un registro',
  tooMany: (count: number) =>
    `La selección tiene ${count} registros: una acción en lote admite hasta ${BULK_MAX}. Acote los filtros.`,
  nothingSelected: 'Ningún registro coincide con la selección',
  statusRequired: 'Indique el estado al que pasan los registros',
  actionInvalid: 'Acción en lote no válida',
  refused: (count: number) =>
    count === 1
      ? 'Un registro no admite la acción: no se cambió ninguno'
      : `${count} registros no admiten la acción: no se cambió ninguno`,
  facturaNotInBulk:
    'Con facturas SIAT cada factura se emite desde su pedido: la facturación en lote emite notas de venta',
  /** '3 pedidos actualizados', '1 pedido actualizado': `verb` is given in the plural. */
  done: (count: number, what: { one: string; many: string }, verb: string) =>
    count === 1 ? `1 ${what.one} ${verb.replace(/dos\b/, 'do')}` : `${count} ${what.many} ${verb}`,
  // The lists' selection and bulk bar (web)
  selectRow: (name: string) => `Seleccionar ${name}`,
  selectPage: 'Seleccionar esta página',
  selectAllMatching: (count: number) => `Seleccionar los ${count} que coinciden`,
  allMatchingSelected: (count: number) =>
    `Seleccionados los ${count} que coinciden con los filtros`,
  selectedCount: (count: number) => (count === 1 ? '1 seleccionado' : `${count} seleccionados`),
  clearSelection: 'Quitar selección',
  barLabel: 'Acciones en lote',
  processing: 'Procesando…',
  printLabels: 'Imprimir etiquetas',
  productionSheet: 'Hoja de producción',
  bill: 'Facturar',
  exportCsv: 'Exportar CSV',
  trash: 'Enviar a la papelera',
  restore: 'Restaurar',
  changeStatus: 'Cambiar estado',
  newStatus: 'Nuevo estado',
  cancelReason: 'Motivo de la cancelación',
  apply: 'Aplicar',
  confirmTrashTitle: 'Enviar a la papelera',
  confirmTrash: (count: number, noun: string) =>
    `¿Enviar ${count} ${noun} a la papelera? Podrá restaurarlos desde la Papelera.`,
  confirmBillTitle: 'Facturar pedidos',
  confirmBill: (count: number) =>
    `¿Emitir un documento de venta por el total de cada uno de los ${count} pedidos?`,
  refusedTitle: 'No se aplicó la acción',
  refusedIntro: 'No se cambió ningún registro. Estos no admiten la acción:',
  close: 'Entendido',
  onlyMarked: 'Disponible para los registros marcados en la página',
  downloadFailed: 'No se pudo descargar el archivo',
  cancel: 'Cancelar',
} as const;
