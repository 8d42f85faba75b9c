import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SiatEnvironment } from '@taller/shared';
import { pack as tarPack } from 'tar-stream';

/** What `recepcionFactura` / `recepcionPaquete` take: the gzip in base64 and its SHA-256 (hex). */
export type PackedFile = { archivo: string; hashArchivo: string };

function packed(gzip: Buffer): PackedFile {
  return {
    archivo: gzip.toString('base64'),
    hashArchivo: createHash('sha256').update(gzip).digest('hex'),
  };
}

/** One factura's XML, gzipped, as `recepcionFactura` takes it. */
export function packInvoice(xml: string): PackedFile {
  return packed(gzipSync(Buffer.from(xml, 'utf8')));
}

/** Several facturas' XMLs as a tar.gz (one file each), as `recepcionPaquete` takes them. */
export async function packPackage(xmls: string[]): Promise<PackedFile> {
  const tar = tarPack();
  xmls.forEach((xml, index) => {
    tar.entry({ name: `factura-${String(index + 1).padStart(4, '0')}.xml` }, xml);
  });
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return packed(gzipSync(Buffer.concat(chunks)));
}

const QR_HOSTS: Record<SiatEnvironment, string> = {
  PRODUCCION: 'https://siat.impuestos.gob.bo',
  PILOTO: 'https://pilotosiat.impuestos.gob.bo',
};

/**
 * The SIN's public verification page of a factura (what its QR encodes): the issuer's NIT, the
 * CUF, the number, and `t=2` as the brief asks (nachoDevOS/siat-api writes t=1 and says to check
 * it against the SIN's manual; confirm at certification).
 */
export function siatQrUrl(
  environment: SiatEnvironment,
  factura: { nit: string; cuf: string; number: number },
): string {
  const query = new URLSearchParams({
    nit: factura.nit,
    cuf: factura.cuf,
    numero: String(factura.number),
    t: '2',
  });
  return `${QR_HOSTS[environment]}/consulta/QR?${query.toString()}`;
}
