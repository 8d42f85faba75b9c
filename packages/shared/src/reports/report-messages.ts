/** Spanish texts of the reports screen's calls ('Reportes', issue 23). */
export const REPORT_MESSAGES = {
  found: 'Reporte generado',
  rangeInverted: 'La fecha "Desde" no puede ser posterior a la fecha "Hasta".',
  rangeTooLong: 'El período no puede superar los 5 años.',
  lineInvalid: 'La línea indicada no es válida.',
  institutionInvalid: 'La institución indicada no es válida.',
  onTimeDefinition:
    'Pedidos entregados hasta su fecha prometida, sobre los pedidos entregados en el período.',
} as const;
