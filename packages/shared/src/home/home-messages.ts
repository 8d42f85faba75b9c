/** Spanish texts of 'Inicio', the director's home (issue 38). */
export const HOME_MESSAGES = {
  found: 'Resumen del día',
  title: 'Inicio',
  loading: 'Cargando el resumen…',
  loadError: 'No se pudo cargar el resumen.',
  retry: 'Reintentar',
  emptyHint:
    'Todavía no hay pedidos ni pendientes: cuando registres pedidos, pagos o materiales, aquí verás lo que hay que hacer hoy.',
  dueThisWeek: 'Entregas de esta semana',
  overdue: 'Pedidos atrasados',
  byStatus: 'Pedidos por estado',
  piecesProgress: (done: number, total: number) =>
    `${done} de ${total} ${total === 1 ? 'pieza terminada' : 'piezas terminadas'}`,
  lowStock: 'Materiales bajo el mínimo',
  proofs: 'Pagos por verificar',
  oldestProofs: 'Los más antiguos',
  proofAge: (days: number) =>
    days === 0 ? 'hoy' : days === 1 ? 'hace 1 día' : `hace ${days} días`,
  owed: 'Por cobrar',
  owedOver30: 'Con más de 30 días',
  openTickets: 'Tickets de soporte abiertos',
  whatsappWaiting: 'Conversaciones de WhatsApp sin responder',
  production: 'Producción',
  office: 'Cobros y atención',
  proofOf: (orderNumber: string, amount: string) => `Pedido ${orderNumber}: ${amount}`,
} as const;
