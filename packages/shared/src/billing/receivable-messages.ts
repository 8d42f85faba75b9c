/** Spanish texts of getting paid (issue 37): approving with a note, due dates, receivables. */
export const RECEIVABLE_MESSAGES = {
  // Approving a proof
  noteTooLong: 'La nota no puede tener más de 500 caracteres',
  receivedInvalid: 'El monto recibido debe ser un importe válido mayor que cero',
  paymentApprovedReceived: (received: string, declared: string) =>
    `Pago aprobado por ${received} recibidos (el comprobante declaraba ${declared})`,
  // Due dates
  paymentTermLabel: 'Plazo de pago (días)',
  paymentTermInvalid: 'El plazo de pago debe ser un número de días entre 0 y 365',
  dueDateInvalid: 'La fecha de vencimiento no es válida (use AAAA-MM-DD)',
  dueDateBeforeIssue: 'La fecha de vencimiento no puede ser anterior a la emisión',
  dueDateAnnulled: 'Un documento anulado no tiene vencimiento',
  dueDateSaved: 'Fecha de vencimiento guardada',
  dueDateChange: 'Cambiar vencimiento',
  dueDateChangeOf: (number: string) => `Cambiar vencimiento de ${number}`,
  dueDateField: 'Vence el',
  dueDateHint: (issued: string) => `No antes de la emisión (${issued})`,
  dueDateRequired: 'Indique la fecha de vencimiento',
  dueDateSubmit: 'Guardar vencimiento',
  // Cuentas por cobrar
  receivablesFound: 'Cuentas por cobrar',
  receivableSortInvalid: 'El orden no es válido',
} as const;
