import { XMLBuilder } from 'fast-xml-parser';

/**
 * The Compra-Venta sector document (`facturaComputarizadaCompraVenta`, sector 1) as the SIN's XSD
 * lays it out. Field names are the SIN's; every amount (`monto*`, `precioUnitario`, `subTotal`,
 * `descuentoAdicional`) is in integer cents, written with two decimals; `null` is written
 * `xsi:nil="true"` where the XSD allows it.
 */
export type CompraVentaCabecera = {
  nitEmisor: string;
  razonSocialEmisor: string;
  municipio: string;
  telefono: string | null;
  numeroFactura: number;
  cuf: string;
  cufd: string;
  codigoSucursal: number;
  direccion: string;
  codigoPuntoVenta: number | null;
  /** `yyyy-MM-ddTHH:mm:ss.SSS`, Bolivia time (siatDateTime). */
  fechaEmision: string;
  nombreRazonSocial: string | null;
  codigoTipoDocumentoIdentidad: number;
  numeroDocumento: string;
  complemento: string | null;
  codigoCliente: string;
  codigoMetodoPago: number;
  numeroTarjeta: string | null;
  montoTotal: number;
  montoTotalSujetoIva: number;
  codigoMoneda: number;
  /** The exchange rate in hundredths (100 for bolivianos). */
  tipoCambio: number;
  montoTotalMoneda: number;
  montoGiftCard: number | null;
  descuentoAdicional: number | null;
  /** 1 when the buyer's NIT could not be verified and is used all the same. */
  codigoExcepcion: 0 | 1 | null;
  cafc: string | null;
  leyenda: string;
  usuario: string;
};

export type CompraVentaDetalle = {
  actividadEconomica: string;
  codigoProductoSin: number;
  codigoProducto: string;
  descripcion: string;
  /** A quantity (up to two decimals), not cents. */
  cantidad: number;
  unidadMedida: number;
  precioUnitario: number;
  montoDescuento: number | null;
  subTotal: number;
  numeroSerie: string | null;
  numeroImei: string | null;
};

export type CompraVentaFactura = {
  cabecera: CompraVentaCabecera;
  detalle: CompraVentaDetalle[];
};

/** Cents as a decimal with two places (1234 → "12.34"). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

const NIL = { '@_xsi:nil': 'true' };
const orNil = <T>(value: T | null, write: (v: T) => string | number) =>
  value === null ? NIL : write(value);
const text = (value: string) => value;
const whole = (value: number) => value;
const money = (cents: number) => centsToDecimal(cents);

function cabecera(c: CompraVentaCabecera) {
  // The keys' order is the XSD's sequence.
  return {
    nitEmisor: c.nitEmisor,
    razonSocialEmisor: c.razonSocialEmisor,
    municipio: c.municipio,
    telefono: orNil(c.telefono, text),
    numeroFactura: c.numeroFactura,
    cuf: c.cuf,
    cufd: c.cufd,
    codigoSucursal: c.codigoSucursal,
    direccion: c.direccion,
    codigoPuntoVenta: orNil(c.codigoPuntoVenta, whole),
    fechaEmision: c.fechaEmision,
    nombreRazonSocial: orNil(c.nombreRazonSocial, text),
    codigoTipoDocumentoIdentidad: c.codigoTipoDocumentoIdentidad,
    numeroDocumento: c.numeroDocumento,
    complemento: orNil(c.complemento, text),
    codigoCliente: c.codigoCliente,
    codigoMetodoPago: c.codigoMetodoPago,
    numeroTarjeta: orNil(c.numeroTarjeta, text),
    montoTotal: money(c.montoTotal),
    montoTotalSujetoIva: money(c.montoTotalSujetoIva),
    codigoMoneda: c.codigoMoneda,
    tipoCambio: money(c.tipoCambio),
    montoTotalMoneda: money(c.montoTotalMoneda),
    montoGiftCard: orNil(c.montoGiftCard, money),
    descuentoAdicional: orNil(c.descuentoAdicional, money),
    codigoExcepcion: orNil(c.codigoExcepcion, whole),
    cafc: orNil(c.cafc, text),
    leyenda: c.leyenda,
    usuario: c.usuario,
    codigoDocumentoSector: 1,
  };
}

function detalle(d: CompraVentaDetalle) {
  return {
    actividadEconomica: d.actividadEconomica,
    codigoProductoSin: d.codigoProductoSin,
    codigoProducto: d.codigoProducto,
    descripcion: d.descripcion,
    cantidad: quantity(d.cantidad),
    unidadMedida: d.unidadMedida,
    precioUnitario: money(d.precioUnitario),
    montoDescuento: orNil(d.montoDescuento, money),
    subTotal: money(d.subTotal),
    numeroSerie: orNil(d.numeroSerie, text),
    numeroImei: orNil(d.numeroImei, text),
  };
}

/** A quantity with at most two decimals, as the XSD's decimal takes it. */
function quantity(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a quantity: ${value}`);
  return value.toFixed(2);
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
  suppressBooleanAttributes: false,
});

/** The factura's XML, UTF-8, ready for the XSD check and for packing. */
export function buildCompraVentaXml(factura: CompraVentaFactura): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'yes' },
    facturaComputarizadaCompraVenta: {
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:noNamespaceSchemaLocation': 'facturaComputarizadaCompraVenta.xsd',
      cabecera: cabecera(factura.cabecera),
      detalle: factura.detalle.map(detalle),
    },
  };
  return builder.build(document) as string;
}
