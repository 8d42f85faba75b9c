/**
 * The fake SIAT's catalogues: a few plausible entries of each SIN list, always the same, so tests
 * and demos can pick codes. Not the SIN's live lists (sync against the pilot service for those).
 */
export const FAKE_ACTIVITIES = [
  {
    codigoCaeb: '141000',
    descripcion: 'FABRICACION DE PRENDAS DE VESTIR, EXCEPTO PRENDAS DE PIEL',
    tipoActividad: 'P',
  },
  {
    codigoCaeb: '475100',
    descripcion: 'VENTA AL POR MENOR DE PRODUCTOS TEXTILES EN COMERCIOS ESPECIALIZADOS',
    tipoActividad: 'S',
  },
  {
    codigoCaeb: '952900',
    descripcion: 'REPARACION DE OTROS EFECTOS PERSONALES Y ENSERES DOMESTICOS',
    tipoActividad: 'S',
  },
];

export const FAKE_LEGENDS = [
  {
    codigoActividad: '141000',
    descripcionLeyenda:
      'Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los productos que consumes.',
  },
  {
    codigoActividad: '141000',
    descripcionLeyenda:
      'Ley N° 453: El proveedor deberá entregar el producto en las modalidades y términos ofertados o convenidos.',
  },
  {
    codigoActividad: '475100',
    descripcionLeyenda:
      'Ley N° 453: Está prohibido importar, distribuir o comercializar productos prohibidos o retirados en el país de origen por atentar a la integridad física y a la salud.',
  },
  {
    codigoActividad: '952900',
    descripcionLeyenda:
      'Ley N° 453: Los servicios deben suministrarse en condiciones de inocuidad, calidad y seguridad.',
  },
];

export const FAKE_PRODUCTS = [
  {
    codigoActividad: '141000',
    codigoProducto: '28221',
    descripcionProducto: 'PRENDAS DE VESTIR DE TELA',
  },
  {
    codigoActividad: '141000',
    codigoProducto: '28222',
    descripcionProducto: 'UNIFORMES ESCOLARES Y DE TRABAJO',
  },
  { codigoActividad: '475100', codigoProducto: '62121', descripcionProducto: 'TELAS Y TEJIDOS' },
  {
    codigoActividad: '952900',
    codigoProducto: '87290',
    descripcionProducto: 'ARREGLO DE PRENDAS DE VESTIR',
  },
];

const codes = (entries: [number, string][]) =>
  entries.map(([codigoClasificador, descripcion]) => ({ codigoClasificador, descripcion }));

export const FAKE_UNITS = codes([
  [47, 'METRO'],
  [57, 'PIEZAS'],
  [58, 'UNIDAD (BIENES)'],
  [62, 'OTRO'],
]);
export const FAKE_DOCUMENT_TYPES = codes([
  [1, 'CI - CEDULA DE IDENTIDAD'],
  [2, 'CEX - CEDULA DE IDENTIDAD DE EXTRANJERO'],
  [3, 'PAS - PASAPORTE'],
  [4, 'OD - OTRO DOCUMENTO DE IDENTIDAD'],
  [5, 'NIT - NUMERO DE IDENTIFICACION TRIBUTARIA'],
]);
export const FAKE_PAYMENT_METHODS = codes([
  [1, 'EFECTIVO'],
  [2, 'TARJETA'],
  [3, 'CHEQUE'],
  [7, 'TRANSFERENCIA BANCARIA'],
]);
export const FAKE_CURRENCIES = codes([
  [1, 'BOLIVIANO'],
  [2, 'DOLAR'],
]);
export const FAKE_ANNULMENT_REASONS = codes([
  [1, 'FACTURA MAL EMITIDA'],
  [2, 'NOTA DE CREDITO-DEBITO MAL EMITIDA'],
  [3, 'DATOS DE EMISION INCORRECTOS'],
  [4, 'FACTURA O NOTA DE CREDITO-DEBITO DEVUELTA'],
]);
export const FAKE_SIGNIFICANT_EVENTS = codes([
  [1, 'CORTE DEL SERVICIO DE INTERNET'],
  [2, 'INACCESIBILIDAD AL SERVICIO WEB DE LA ADMINISTRACION TRIBUTARIA'],
  [3, 'INGRESO A ZONAS SIN INTERNET POR DESPLIEGUE DE PUNTO DE VENTA EN VEHICULOS AUTOMOTORES'],
  [4, 'VENTA EN LUGARES SIN INTERNET'],
]);

/** Each sync operation's answer list: its element name and entries. */
export const FAKE_CATALOGUES: Record<string, { response: string; list: string; rows: object[] }> = {
  sincronizarActividades: {
    response: 'RespuestaListaActividades',
    list: 'listaActividades',
    rows: FAKE_ACTIVITIES,
  },
  sincronizarListaLeyendasFactura: {
    response: 'RespuestaListaParametricasLeyendas',
    list: 'listaLeyendas',
    rows: FAKE_LEGENDS,
  },
  sincronizarListaProductosServicios: {
    response: 'RespuestaListaProductos',
    list: 'listaCodigos',
    rows: FAKE_PRODUCTS,
  },
  sincronizarParametricaUnidadMedida: parametric(FAKE_UNITS),
  sincronizarParametricaTipoDocumentoIdentidad: parametric(FAKE_DOCUMENT_TYPES),
  sincronizarParametricaTipoMetodoPago: parametric(FAKE_PAYMENT_METHODS),
  sincronizarParametricaTipoMoneda: parametric(FAKE_CURRENCIES),
  sincronizarParametricaMotivoAnulacion: parametric(FAKE_ANNULMENT_REASONS),
  sincronizarParametricaEventosSignificativos: parametric(FAKE_SIGNIFICANT_EVENTS),
};

function parametric(rows: object[]) {
  return { response: 'RespuestaListaParametricas', list: 'listaCodigos', rows };
}
