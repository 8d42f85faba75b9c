/** Spanish texts of the reports screen's calls ('Reportes', issue 23). */
export const REPORT_MESSAGES = {
  found: 'Reporte generado',
  rangeInverted: 'La fecha "Desde" no puede ser posterior a la fecha "Hasta".',
  rangeTooLong: 'El período no puede superar los 5 años.',
  lineInvalid: 'La línea indicada no es válida.',
  institutionInvalid: 'La institución indicada no es válida.',
  onTimeDefinition:
    'Pedidos entregados hasta su fecha prometida, sobre los pedidos entregados en el período.',
  billedDefinition: 'Documentos de venta emitidos en el período, sin los anulados.',
  collectedDefinition:
    'Pagos aprobados con fecha de pago en el período; de un pago parcial cuenta lo aprobado.',
  owedDefinition:
    'Lo que falta cobrar hoy de los pedidos recibidos en el período (sin los cancelados): el mayor entre su total y lo facturado, menos lo cobrado.',
} as const;
