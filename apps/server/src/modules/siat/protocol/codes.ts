import type { SiatState } from '@taller/shared';

/**
 * Codes SIAT answers with (`codigoEstado`, `mensajesList[].codigo`), as the SIN's code list names
 * them (ron86i/go-siat code.go keeps the whole list).
 */
export const SIAT_CODES = {
  CUFD_FUERA_DE_TOLERANCIA: 123,
  RECEPCION_PENDIENTE: 901,
  RECEPCION_RECHAZADA: 902,
  RECEPCION_PROCESADA: 903,
  RECEPCION_OBSERVADA: 904,
  ANULACION_CONFIRMADA: 905,
  ANULACION_RECHAZADA: 906,
  RECEPCION_VALIDADA: 908,
  CUFD_INVALIDO: 914,
  COMUNICACION_EXITOSA: 926,
  ANULACION_FUERA_DE_PLAZO: 934,
  FACTURA_YA_ANULADA: 936,
  XSD_INVALIDO: 939,
  CUFD_NO_VIGENTE: 953,
  HASH_INVALIDO: 969,
  CUIS_VIGENTE: 980,
  NIT_ACTIVO: 986,
  NIT_INACTIVO: 987,
  TOKEN_INVALIDO: 989,
  NIT_INEXISTENTE: 994,
  SERVICIO_NO_DISPONIBLE: 995,
  CUF_YA_EXISTE: 1000,
  CUF_INVALIDO: 1002,
} as const;

/** SIAT's own descriptions of the codes above (what its `descripcion` says). */
export const SIAT_CODE_DESCRIPTIONS: Record<number, string> = {
  123: 'CUFD FUERA DE TOLERANCIA',
  901: 'RECEPCION PENDIENTE',
  902: 'RECEPCION RECHAZADA',
  903: 'RECEPCION PROCESADA',
  904: 'RECEPCION OBSERVADA',
  905: 'ANULACION CONFIRMADA',
  906: 'ANULACION RECHAZADA',
  908: 'RECEPCION VALIDADA',
  914: 'CUFD INVALIDO',
  926: 'COMUNICACION EXITOSA',
  934: 'LA SOLICITUD DE ANULACION DE LA FACTURA SE ENCUENTRA FUERA DE PLAZO',
  936: 'LA FACTURA YA SE ENCUENTRA ANULADA',
  939: 'LA FACTURA NO CUMPLE CON EL FORMATO DEL XSD ESPECIFICADO',
  953: 'EL CODIGO UNICO DE FACTURACION DIARIA (CUFD) NO SE ENCUENTRA VIGENTE',
  969: 'EL PARAMETRO HASH ES INVALIDO',
  980: 'EXISTE UN CUIS VIGENTE PARA LA SUCURSAL O PUNTO DE VENTA',
  986: 'NIT ACTIVO',
  987: 'NIT INACTIVO',
  989: 'TOKEN INVALIDO',
  994: 'NIT INEXISTENTE',
  995: 'SERVICIO NO DISPONIBLE',
  1000: 'EL CUF ENVIADO YA EXISTE EN LA BASE DE DATOS DEL SIN',
  1002: 'EL CODIGO UNICO DE FACTURA (CUF) ENVIADO EN EL XML ES INVALIDO',
};

/** Codes by which SIAT says the CUFD a request carried is no longer valid: ask for a new one. */
export const CUFD_REFUSED: readonly number[] = [
  SIAT_CODES.CUFD_FUERA_DE_TOLERANCIA,
  SIAT_CODES.CUFD_INVALIDO,
  SIAT_CODES.CUFD_NO_VIGENTE,
];

/** The SIN's parameters Taller sends: ambiente, modalidad, emisión, documento. */
export const SIAT_AMBIENTE = { PRODUCCION: 1, PILOTO: 2 } as const;
export const SIAT_MODALIDAD = { ELECTRONICA: 1, COMPUTARIZADA: 2 } as const;
export const SIAT_EMISION = { EN_LINEA: 1, FUERA_DE_LINEA: 2, MASIVA: 3 } as const;
export const SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL = 1;
export const SIAT_SECTOR_COMPRA_VENTA = 1;
/** Significant events: 1 corte del servicio de internet, 2 inaccesibilidad al servicio web del SIN. */
export const SIAT_EVENTO = { SIN_INTERNET: 1, SIAT_INACCESIBLE: 2 } as const;

/** The SIAT web services' base URLs (`/v2/<service>` under them). */
export const SIAT_SERVICE_URLS = {
  PILOTO: 'https://pilotosiatservicios.impuestos.gob.bo',
  PRODUCCION: 'https://siatrest.impuestos.gob.bo',
} as const;

/**
 * A factura's state (the shared contract's SiatState) from SIAT's `codigoEstado`; null for codes
 * that are not a final state (901 pendiente, 903 procesada: ask again).
 */
export function siatStateOf(
  codigoEstado: number | null,
): Exclude<SiatState, 'PENDIENTE_ENVIO'> | null {
  switch (codigoEstado) {
    case SIAT_CODES.RECEPCION_VALIDADA:
      return 'VALIDADA';
    case SIAT_CODES.RECEPCION_OBSERVADA:
      return 'OBSERVADA';
    case SIAT_CODES.RECEPCION_RECHAZADA:
      return 'RECHAZADA';
    case SIAT_CODES.ANULACION_CONFIRMADA:
      return 'ANULADA';
    default:
      return null;
  }
}
