import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { extract } from 'tar-stream';

/**
 * What the fake SIAT checks in a received factura, written apart from the protocol layer (a
 * second code path: its own CUF, its own XML reading) so a mistake there is not checked by itself.
 */

const XSD = path.resolve(
  import.meta.dirname,
  '../src/modules/siat/protocol/assets/facturaComputarizadaCompraVenta.xsd',
);

let validator: XsdValidator | undefined;
/** libxml2's own messages for an XML that does not pass the SIN's XSD (none when it does). */
export function xsdErrors(xml: string): string[] {
  if (!validator) {
    const schema = XmlDocument.fromString(readFileSync(XSD, 'utf8'));
    validator = XsdValidator.fromDoc(schema);
    schema.dispose();
  }
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch {
    return ['not well-formed XML'];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => d.message.trim());
    throw error;
  } finally {
    doc.dispose();
  }
}

/** A decimal string in base 16 by long division (no BigInt, unlike the protocol layer). */
function decimalToHex(decimal: string): string {
  let digits = decimal.replace(/^0+/, '');
  let hex = '';
  while (digits.length > 0) {
    let remainder = 0;
    let quotient = '';
    for (const ch of digits) {
      const current = remainder * 10 + Number(ch);
      quotient += Math.floor(current / 16);
      remainder = current % 16;
    }
    hex = '0123456789ABCDEF'[remainder] + hex;
    digits = quotient.replace(/^0+/, '');
  }
  return hex || '0';
}

/** The SIN's check digit: weights 2..9 from the right, the remainder of 11 (10 → 1). */
function checkDigit(digits: string): number {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9];
  const sum = [...digits]
    .reverse()
    .reduce((total, ch, i) => total + Number(ch) * weights[i % weights.length]!, 0);
  return sum % 11 === 10 ? 1 : sum % 11;
}

const pad = (value: unknown, width: number) => String(value).padStart(width, '0');

/** The CUF the fake expects, from the XML's own fields and the request's emission and modality. */
export function expectedCuf(
  cabecera: Record<string, string>,
  request: { codigoModalidad: string; codigoEmision: string; tipoFacturaDocumento: string },
  controlCode: string,
): string {
  // fechaEmision as written, Bolivia time: 2026-03-02T10:15:00.000 → 20260302101500000.
  const [day, time = ''] = cabecera.fechaEmision!.split('T');
  const [clock, millis = '0'] = time.split('.');
  const date =
    day!.replaceAll('-', '') + clock!.replaceAll(':', '') + millis.padEnd(3, '0').slice(0, 3);
  const digits =
    pad(cabecera.nitEmisor, 13) +
    date +
    pad(cabecera.codigoSucursal, 4) +
    request.codigoModalidad +
    request.codigoEmision +
    request.tipoFacturaDocumento +
    pad(cabecera.codigoDocumentoSector, 2) +
    pad(cabecera.numeroFactura, 10) +
    pad(cabecera.codigoPuntoVenta || 0, 4);
  return decimalToHex(digits + checkDigit(digits)) + controlCode;
}

const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true });

/** The cabecera's fields as text. */
export function readCabecera(xml: string): Record<string, string> {
  const doc = parser.parse(xml) as {
    facturaComputarizadaCompraVenta?: { cabecera?: Record<string, unknown> };
  };
  const cabecera = doc.facturaComputarizadaCompraVenta?.cabecera ?? {};
  return Object.fromEntries(
    Object.entries(cabecera).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
  );
}

/** `archivo` back to its bytes if `hashArchivo` is its SHA-256; null when it is not. */
export function unpackArchivo(archivo: string, hashArchivo: string): Buffer | null {
  const gzip = Buffer.from(archivo, 'base64');
  return createHash('sha256').update(gzip).digest('hex') === hashArchivo.toLowerCase()
    ? gzip
    : null;
}

export const gunzipText = (gzip: Buffer) => gunzipSync(gzip).toString('utf8');

/** The files of a tar (a package's facturas), in order. */
export async function untarTexts(tar: Buffer): Promise<string[]> {
  const texts: string[] = [];
  const reader = extract();
  const reading = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      texts.push(Buffer.concat(chunks).toString('utf8'));
    }
  })();
  reader.end(tar);
  await reading;
  return texts;
}
