/**
 * The Spanish texts of the SIAT screens (issue 36): 'Configuración SIAT', its status card, the
 * catalogue pickers, the contingency banner and a factura's SIAT data. Only the web shows them.
 */
export const SIAT_SCREEN_MESSAGES = {
  // Configuración SIAT
  title: 'Configuración SIAT',
  loading: 'Cargando la configuración del SIAT...',
  loadError: (why: string) => `Error al cargar la configuración del SIAT: ${why}`,
  notConfigured:
    'El SIAT aún no está configurado: complete el NIT, el código de sistema, el token delegado y la actividad económica, y luego sincronice.',
  notInSiatMode:
    "El modo de facturación es 'Sin facturación electrónica': esta configuración se usa cuando se elige 'SIAT — Computarizada en Línea' en Datos de facturación.",
  environment: 'Ambiente',
  nit: 'NIT',
  systemCode: 'Código de sistema',
  token: 'Token delegado',
  tokenSaved: 'Guardado. Déjelo vacío para conservarlo.',
  tokenMissing: 'Sin guardar.',
  branch: 'Sucursal',
  pointOfSale: 'Punto de venta',
  activity: 'Actividad económica',
  save: 'Guardar configuración',
  lastUpdate: (when: string) => `Última modificación: ${when}`,

  // Estado
  statusTitle: 'Estado del SIAT',
  statusLoading: 'Cargando el estado del SIAT...',
  statusError: (why: string) => `Error al cargar el estado del SIAT: ${why}`,
  mode: 'Modo de facturación',
  cufdValidUntil: 'CUFD vigente hasta',
  lastSync: 'Última sincronización',
  contingency: 'Contingencia',
  noContingency: 'No: el SIAT responde',
  never: 'Nunca',
  noCufd: 'Sin CUFD',
  syncNow: 'Sincronizar ahora',
  syncing: 'Sincronizando...',

  // Catálogos
  search: 'Buscar por código o descripción...',
  searching: 'Buscando...',
  noMatches: 'Sin resultados',
  catalogueEmpty:
    'El catálogo aún no se sincronizó: use “Sincronizar ahora” en Configuración SIAT.',
  moreResults: (more: number) => `Mostrar más resultados (${more} más)`,
  change: 'Cambiar',
  clear: 'Quitar',
  cancel: 'Cancelar',
  none: 'Sin elegir',
  pickerHint: 'Escriba para buscar y elija con las flechas y Enter',

  // Producto
  productSection: 'Datos SIAT',
  productActivity: 'Actividad económica SIN',
  productCode: 'Código de producto SIN',
  productCodeNeedsActivity: 'Elija primero la actividad económica',
  productUnit: 'Unidad de medida',

  // Contingencia
  contingencyBanner: (since: string, pending: number) =>
    `En contingencia desde ${since} — ${pending} ${pending === 1 ? 'factura' : 'facturas'} por enviar`,
  contingencyHint:
    'El SIAT no responde: las facturas se emiten fuera de línea y se enviarán en paquetes cuando vuelva.',

  // Factura en pantalla
  siatSection: 'Datos del SIAT',
  document: 'Documento',
  siatState: 'Estado en el SIAT',
  cuf: 'CUF',
  offline: 'Emitida fuera de línea (contingencia)',
  siatMessagesTitle: 'Mensajes del SIAT',
  downloadXml: 'Descargar XML',
  verify: 'Verificar en el SIN',
  annulReasonCode: 'Motivo de anulación (catálogo del SIN)',
  annulReasonCodeRequired: 'Elija el motivo de anulación del catálogo',
  nitException: 'Emitir igual con este NIT (excepción)',
  nitExceptionHint:
    'El SIN no pudo verificar el NIT. Si el cliente insiste en este NIT, puede emitir con el código de excepción.',
} as const;
