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
} as const;
