import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bill } from '@taller/shared';
import { pdfBuffer } from '../src/lib/pdf';
import { renderFacturaPdf } from '../src/modules/billing/factura-pdf';
import type { Issuer } from '../src/modules/billing/billing.tables';
import { pdfText, pdfToPng, pdfWords, skipWithoutPoppler } from './poppler';

const dir = mkdtempSync(path.join(tmpdir(), 'taller-factura-'));
afterAll(() => {
  // DOCUMENTS_PDF_DIR=… keeps the PDFs to look at.
  if (process.env.DOCUMENTS_PDF_DIR)
    cpSync(dir, process.env.DOCUMENTS_PDF_DIR, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});

/** A PDF's text as pdftotext reads it. */
function textOf(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return pdfText(file);
}

/** A bill answer as the siat module makes it for a validated factura. */
const facturaBill = (overrides: Partial<Bill> = {}): Bill => ({
  id: 9,
  number: 'F-000123',
  series: 'F',
  sequence: 123,
  orderId: 7,
  order: { id: 7, number: 'PED-2026-00007' },
  clientId: 3,
  client: { id: 3, name: 'Colegio San Andrés' },
  kind: 'TOTAL',
  status: 'ISSUED',
  billingName: 'Colegio San Andrés',
  billingTaxId: '1028765022',
  currency: 'BOB',
  taxRatePercent: 13,
  pricesIncludeTax: true,
  lines: [
    {
      description: 'Polera deportiva (POL-1)',
      quantity: 30,
      unitPriceCents: 8500,
      totalCents: 255000,
    },
    {
      description: 'Buzo escolar (BUZ-2)',
      quantity: 30,
      unitPriceCents: 15000,
      totalCents: 450000,
    },
  ],
  subtotalCents: 623894,
  taxCents: 81106,
  totalCents: 705000,
  paidCents: 0,
  owedCents: 705000,
  creditCents: 0,
  amountInWords: 'Son: Siete mil cincuenta 00/100 bolivianos',
  issuedAt: '2026-11-28T14:42:00.000Z',
  issuedBy: 'Ana',
  dueDate: '2026-12-28',
  annulledAt: null,
  annulledBy: null,
  annulReason: null,
  payments: [],
  document: 'FACTURA',
  cuf: '4D5C3B2A1F0E9D8C7B6A5F4E3D2C1B0A9F8E7D6C5B4A3F2E1D0C9B8A7F6E5D4',
  siatState: 'VALIDADA',
  siatMessages: [],
  qrUrl:
    'https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1020304050&cuf=4D5C3B2A1F0E9D8C7B6A5F4E3D2C1B0A9F8E7D6C5B4A3F2E1D0C9B8A7F6E5D4&numero=123&t=2',
  offline: false,
  createdBy: 'Ana',
  updatedBy: 'Ana',
  createdAt: '2026-11-28T14:42:00.000Z',
  updatedAt: '2026-11-28T14:42:00.000Z',
  deletedAt: null,
  ...overrides,
});

const issuer: Issuer = {
  businessName: 'Confecciones Andinas SRL',
  taxId: '1020304050',
  address: 'Av. Arce 1234',
  city: 'La Paz',
  phone: '+59171234567',
  email: null,
  logoKey: null,
  qrKey: null,
  bankAccounts: [],
  footer: null,
};

const print = {
  legend:
    'Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los servicios que utilices.',
  municipio: 'La Paz',
  branch: 0,
  pointOfSale: 1,
  lines: [
    { productCode: '99100', unit: 'UNIDAD (BIENES)' },
    { productCode: '99101', unit: 'UNIDAD (BIENES)' },
  ],
};

/** The QR codes jsQR reads on the first page of a PDF drawn at 150 dpi. */
function readQr(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const image = path.join(dir, name);
  pdfToPng(file, image, { dpi: 150, pages: ['-f', '1', '-l', '1', '-singlefile'] });
  const png = PNG.sync.read(readFileSync(`${image}.png`));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe.skipIf(skipWithoutPoppler)("a factura's graphic representation (SIN)", () => {
  it('prints what the SIN requires, with the CUF, both legends and the verification QR', async () => {
    const bill = facturaBill();
    const pdf = await pdfBuffer(renderFacturaPdf(bill, issuer, print));
    const text = textOf(pdf, 'factura');
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'FACTURA',
      '(Con Derecho a Crédito Fiscal)',
      'Confecciones Andinas SRL',
      'Casa Matriz',
      'Punto de Venta N° 1',
      'Av. Arce 1234',
      'Teléfono: +59171234567',
      'La Paz',
      'NIT: 1020304050',
      'N° FACTURA: 123',
      'CÓD. AUTORIZACIÓN',
      'Nombre/Razón Social: Colegio San Andrés',
      'NIT/CI/CEX: 1028765022',
      '28/11/2026',
      '99100',
      '99100 30 UNIDAD',
      'Polera deportiva (POL-1)',
      'SUBTOTAL Bs',
      'DESCUENTO Bs',
      'TOTAL Bs',
      'MONTO GIFT CARD Bs',
      'MONTO A PAGAR Bs',
      'IMPORTE BASE CRÉDITO FISCAL',
      '7050,00',
      'Son: Siete mil cincuenta 00/100 Bolivianos',
      'ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS, EL USO ILÍCITO SERÁ SANCIONADO PENALMENTE DE ACUERDO A LEY',
      print.legend,
      'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido en una modalidad de facturación en línea',
    ]) {
      expect(flat).toContain(expected);
    }
    // The CUF is wrapped over lines of the right-hand column: all of it is there, in order.
    const rightColumn = pdfWords(path.join(dir, 'factura.pdf'))
      .filter((w) => w.xMin > 297 && w.yMin < 200)
      .map((w) => w.text)
      .join('');
    expect(rightColumn).toContain(bill.cuf);
    // None of a CUF falls beyond the right margin (A4: 595 points wide, 40 of margin); this
    // one, a CUF the fake SIAT gave, ran off the page when the text wrapper was left to cut it.
    const cuf = '4607178DD2CBDC519B8896C0B0C611DAE0548606A1A1B2C3D4E5F02';
    textOf(await pdfBuffer(renderFacturaPdf(facturaBill({ cuf }), issuer, print)), 'factura-cuf');
    const cufWords = pdfWords(path.join(dir, 'factura-cuf.pdf')).filter(
      (w) => w.xMin > 297 && w.yMin < 200 && w.text.length > 1 && cuf.includes(w.text),
    );
    expect(cufWords.map((w) => w.text).join('')).toBe(cuf);
    expect(Math.max(...cufWords.map((w) => w.xMax))).toBeLessThanOrEqual(595 - 40 + 1);
    expect(readQr(pdf, 'factura-qr')).toBe(bill.qrUrl);
  });

  it('says a factura issued offline was issued outside the line', async () => {
    const pdf = await pdfBuffer(renderFacturaPdf(facturaBill({ offline: true }), issuer, print));
    const flat = textOf(pdf, 'factura-offline').replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido fuera de línea',
    );
    expect(flat).not.toContain('modalidad de facturación en línea');
  });
});
