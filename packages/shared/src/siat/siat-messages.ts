/** Every Spanish text about SIAT invoicing both sides show. */
export const SIAT_MESSAGES = {
  settingsSaved: 'Configuración del SIAT guardada',
  environmentInvalid: "El ambiente debe ser 'PILOTO' o 'PRODUCCION'",
  nitInvalid: 'El NIT debe tener solo números (hasta 13)',
  systemCodeInvalid:
    'El código de sistema solo puede tener letras, números, guiones y guiones bajos',
  tokenTooLong: 'El token delegado no puede tener más de 4000 caracteres',
  branchInvalid: 'La sucursal debe ser un número entero entre 0 y 9999',
  pointOfSaleInvalid: 'El punto de venta debe ser un número entero entre 0 y 9999',
  activityInvalid: 'La actividad económica debe tener solo números (hasta 10)',
  catalogueUnknown: 'El catálogo pedido no existe',
  sinCodeInvalid: 'El código del SIN debe tener solo números',
  // Server answers (lane server).
  settingsFound: 'Configuración del SIAT',
  statusFound: 'Estado del SIAT',
  catalogueFound: 'Catálogo del SIN',
  synced: 'Códigos y catálogos del SIAT sincronizados',
  notConfigured:
    'Falta configurar el SIAT (NIT, código de sistema y token delegado) antes de sincronizar o facturar',
  syncFailed: (step: string, detail: string) =>
    `No se pudo sincronizar con el SIAT (${step}): ${detail}`,
  unreachable: 'El SIAT no responde',
  noCuis: 'No hay un CUIS vigente: sincronice con el SIAT (Configuración del SIAT → Sincronizar)',
  noCufd: 'No hay un CUFD vigente: sincronice con el SIAT (Configuración del SIAT → Sincronizar)',
  noLegend: (activity: string) =>
    `No hay leyendas sincronizadas para la actividad ${activity}: sincronice los catálogos`,
  productCodesMissing: (name: string) =>
    `El producto '${name}' no tiene sus códigos del SIN (actividad, producto y unidad): complételos en el producto antes de facturar`,
  packageCodesMissing: (name: string) =>
    `Ninguna prenda del paquete '${name}' tiene códigos del SIN: asígnelos en sus productos`,
  orderCodesMissing:
    'El pedido no tiene ningún producto con códigos del SIN para facturar un anticipo o saldo',
  productCodeUnknown: (what: string, code: string) =>
    `El código ${code} no está en el catálogo sincronizado de ${what}`,
  nitInvalidAtSiat: (nit: string) =>
    `El SIAT dice que el NIT ${nit} no es válido: corríjalo, o emita la factura con la excepción de NIT si el cliente insiste`,
  xmlInvalid: (errors: string) => `La factura no cumple el formato del SIN: ${errors}`,
  xmlNotFound: 'La factura no tiene XML: es una nota de venta',
  annulReasonRequired: 'Elija el motivo de anulación del catálogo del SIN',
  annulReasonUnknown: 'El motivo de anulación no está en el catálogo sincronizado',
  annulTooLate: (deadline: string) =>
    `El plazo para anular esta factura venció el ${deadline}: ya no se puede anular`,
  annulRefused: (detail: string) => `El SIAT no anuló la factura: ${detail}`,
  rejectedReason: (detail: string) => `Rechazada por el SIAT: ${detail}`,
  notAnnullable: 'Solo se puede anular una factura validada u observada por el SIAT',
} as const;
