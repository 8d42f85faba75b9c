/**
 * What the SIAT operations take and answer, with the SIN's field names (the WSDLs' types). Numbers
 * are numbers; the NIT is a string of digits (it may not fit a JavaScript number's exact range in
 * other fields, and keeps its leading form).
 */

/** One of SIAT's messages: a rejection reason, an observation (`advertencia`), an outcome. */
export type SiatMessage = {
  codigo: number;
  descripcion: string;
  advertencia?: boolean;
  numeroArchivo?: number;
  numeroDetalle?: number;
};

/** Every answer: whether SIAT did it, and what it says. `transaccion: false` is a "no", not an error. */
export type SiatAnswer = { transaccion: boolean; mensajesList: SiatMessage[] };

/** The fields every request of a system carries. */
export type SiatSystem = {
  codigoAmbiente: number;
  codigoSistema: string;
  nit: string;
};

export type SolicitudCuis = SiatSystem & {
  codigoModalidad: number;
  codigoPuntoVenta: number;
  codigoSucursal: number;
};
export type RespuestaCuis = SiatAnswer & { codigo: string | null; fechaVigencia: string | null };

export type SolicitudCufd = SolicitudCuis & { cuis: string };
export type RespuestaCufd = SiatAnswer & {
  codigo: string | null;
  codigoControl: string | null;
  direccion: string | null;
  fechaVigencia: string | null;
};

export type SolicitudVerificarNit = SiatSystem & {
  codigoModalidad: number;
  codigoSucursal: number;
  cuis: string;
  nitParaVerificacion: string;
};

export type SolicitudSincronizacion = SiatSystem & {
  codigoPuntoVenta: number;
  codigoSucursal: number;
  cuis: string;
};
export type RespuestaFechaHora = SiatAnswer & { fechaHora: string | null };
export type Actividad = { codigoCaeb: string; descripcion: string; tipoActividad: string };
export type Leyenda = { codigoActividad: string; descripcionLeyenda: string };
export type ProductoServicio = {
  codigoActividad: string;
  codigoProducto: string;
  descripcionProducto: string;
};
export type Parametrica = { codigoClasificador: number; descripcion: string };
export type RespuestaActividades = SiatAnswer & { listaActividades: Actividad[] };
export type RespuestaLeyendas = SiatAnswer & { listaLeyendas: Leyenda[] };
export type RespuestaProductos = SiatAnswer & { listaCodigos: ProductoServicio[] };
export type RespuestaParametricas = SiatAnswer & { listaCodigos: Parametrica[] };

/** The fields of every request about facturas (recepción, anulación, paquetes). */
export type SolicitudFacturacion = SiatSystem & {
  codigoDocumentoSector: number;
  codigoEmision: number;
  codigoModalidad: number;
  codigoPuntoVenta: number;
  codigoSucursal: number;
  cufd: string;
  cuis: string;
  tipoFacturaDocumento: number;
};
export type SolicitudRecepcionFactura = SolicitudFacturacion & {
  archivo: string;
  /** siatDateTime of the sending. */
  fechaEnvio: string;
  hashArchivo: string;
};
export type SolicitudRecepcionPaquete = SolicitudRecepcionFactura & {
  cafc?: string | null;
  cantidadFacturas: number;
  codigoEvento: string;
};
export type SolicitudValidacionPaquete = SolicitudFacturacion & { codigoRecepcion: string };
export type SolicitudAnulacion = SolicitudFacturacion & { codigoMotivo: number; cuf: string };
/** SIAT's answer about facturas: `codigoEstado` is 908 validada, 904 observada, 902 rechazada… */
export type RespuestaFacturacion = SiatAnswer & {
  codigoEstado: number | null;
  codigoDescripcion: string | null;
  codigoRecepcion: string | null;
};

export type SolicitudEventoSignificativo = SiatSystem & {
  codigoMotivoEvento: number;
  codigoPuntoVenta: number;
  codigoSucursal: number;
  /** The CUFD in force now. */
  cufd: string;
  /** The CUFD the facturas of the event were issued with. */
  cufdEvento: string;
  cuis: string;
  descripcion: string;
  fechaHoraFinEvento: string;
  fechaHoraInicioEvento: string;
};
export type RespuestaEventoSignificativo = SiatAnswer & {
  codigoRecepcionEventoSignificativo: string | null;
};
