import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { packInvoice, packPackage, siatQrUrl } from './pack';

async function untar(tar: Buffer): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const reader = extract();
  const done = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files[entry.header.name] = Buffer.concat(chunks).toString('utf8');
    }
  })();
  reader.end(tar);
  await done;
  return files;
}

describe('packInvoice', () => {
  it('gzips the XML, base64 for archivo, the gzip’s SHA-256 for hashArchivo', () => {
    const xml = '<facturaComputarizadaCompraVenta>ñ</facturaComputarizadaCompraVenta>';
    const { archivo, hashArchivo } = packInvoice(xml);
    const gzip = Buffer.from(archivo, 'base64');
    expect(gunzipSync(gzip).toString('utf8')).toBe(xml);
    expect(hashArchivo).toBe(createHash('sha256').update(gzip).digest('hex'));
  });
});

describe('packPackage', () => {
  it('puts each XML in its own file of a tar.gz, hashed', async () => {
    const { archivo, hashArchivo } = await packPackage(['<a/>', '<b/>']);
    const gzip = Buffer.from(archivo, 'base64');
    expect(hashArchivo).toBe(createHash('sha256').update(gzip).digest('hex'));
    expect(await untar(gunzipSync(gzip))).toEqual({
      'factura-0001.xml': '<a/>',
      'factura-0002.xml': '<b/>',
    });
  });
});

describe('siatQrUrl', () => {
  it('points at the SIN’s verification page of the environment', () => {
    const factura = { nit: '1020304050', cuf: 'ABC123', number: 7 };
    expect(siatQrUrl('PRODUCCION', factura)).toBe(
      'https://siat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=ABC123&numero=7&t=2',
    );
    expect(siatQrUrl('PILOTO', factura)).toBe(
      'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=ABC123&numero=7&t=2',
    );
  });
});
