/**
 * The SIAT protocol layer (issue 36): what the SIN defines, free of Taller's data. The `siat`
 * module builds on it; the fake SIAT (test/fake-siat.ts) checks against its own code paths.
 */
export { computeCuf, cufDigits, modulo11, parseSiatDateTime, siatDateTime } from './cuf';
export type { CufInput } from './cuf';
export { buildCompraVentaXml, centsToDecimal } from './factura-xml';
export type { CompraVentaCabecera, CompraVentaDetalle, CompraVentaFactura } from './factura-xml';
export { validateFacturaXml } from './xsd';
export type { XsdResult } from './xsd';
export { packInvoice, packPackage, siatQrUrl } from './pack';
export type { PackedFile } from './pack';
export { createSiatClient, SiatCallError, SiatUnreachableError } from './client';
export type { SiatClient, SiatClientOptions } from './client';
export type * from './client-types';
export * from './codes';
