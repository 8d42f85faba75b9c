/** Spanish texts of payment reminders (issue 37): the rules, the log on a bill, the email. */
export const REMINDER_MESSAGES = {
  // The rules ('Recordatorios de pago')
  title: 'Recordatorios de pago',
  ruleFound: 'Reglas de recordatorio',
  ruleSaved: 'Reglas de recordatorio guardadas',
  enabledLabel: 'Enviar recordatorios de pago',
  daysBeforeLabel: 'Días antes del vencimiento',
  daysBeforeHint: 'Separados por comas, por ejemplo: 7, 3 (hasta 5 valores)',
  onDueDateLabel: 'El día del vencimiento',
  everyDaysAfterLabel: 'Cada cuántos días después del vencimiento (vacío: nunca)',
  byEmailLabel: 'También por correo electrónico (si el cliente tiene correo)',
  enabledInvalid: 'Indique si los recordatorios están activos',
  flagInvalid: 'Indique sí o no',
  dayInvalid: 'Cada número de días debe ser un entero entre 1 y 60',
  daysBeforeTooMany: 'Indique como máximo 5 valores de días antes del vencimiento',
  daysBeforeRepeated: 'Los días antes del vencimiento no pueden repetirse',
  everyDaysAfterInvalid: 'Los días después del vencimiento deben ser un entero entre 1 y 60',
  noteOff: 'Desactivados: no se envía ningún recordatorio hasta activarlos.',
  noteConsent:
    'Por WhatsApp solo se envían a clientes que aceptaron recibirlos, con la plantilla «Recordatorio de pago».',
  loadFailed: 'No se pudieron cargar las reglas de recordatorio',
  loading: 'Cargando recordatorios...',
  save: 'Guardar recordatorios',
  saving: 'Guardando...',
  // The client ('Pausar recordatorios de pago')
  pausedLabel: 'Pausar recordatorios de pago',
  pausedInvalid: 'Indique si los recordatorios de pago están pausados',
  pausedBadge: 'Recordatorios pausados',
  activeText: 'Activos',
  // The log on a bill ('Recordatorios')
  logTitle: 'Recordatorios',
  logFound: 'Recordatorios del documento',
  logEmpty: 'Aún no se envió ningún recordatorio de este documento.',
  logFailed: 'No se pudieron cargar los recordatorios',
  dayColumn: 'Día',
  whenColumn: 'Respecto al vencimiento',
  whatsappColumn: 'WhatsApp',
  emailColumn: 'Correo',
  daysBefore: (days: number) => (days === 1 ? '1 día antes' : `${days} días antes`),
  dueToday: 'El día del vencimiento',
  daysAfter: (days: number) => (days === 1 ? '1 día después' : `${days} días después`),
  whatsappNone: 'Sin plantilla activa',
  whatsappPending: 'Pendiente',
  emailNone: 'No enviado',
  emailPending: 'Pendiente',
  emailSent: (to: string) => `Enviado a ${to}`,
  emailFailed: 'Falló el envío',
  // The email
  emailSubject: (document: string, number: string) => `Recordatorio de pago: ${document} ${number}`,
  emailText: (p: {
    clientName: string;
    document: string;
    number: string;
    amount: string;
    dueDate: string;
    business: string;
  }) =>
    [
      `Estimado/a ${p.clientName}:`,
      '',
      `Le recordamos que la ${p.document.toLowerCase()} ${p.number} tiene un saldo pendiente de ${p.amount}, con vencimiento el ${p.dueDate}.`,
      'Adjuntamos el documento. Si ya realizó el pago, por favor ignore este mensaje.',
      '',
      p.business,
    ].join('\n'),
} as const;
