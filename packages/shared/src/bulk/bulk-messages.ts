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
} as const;
