import { describe, expect, it } from 'vitest';
import { buildCompraVentaXml, centsToDecimal } from './factura-xml';
import { sampleFactura } from './sample-factura';
import { translateXsdMessage, validateFacturaXml } from './xsd';

describe('buildCompraVentaXml + validateFacturaXml', () => {
  it('a complete factura passes the SIN XSD', () => {
    const xml = buildCompraVentaXml(sampleFactura());
    expect(validateFacturaXml(xml)).toEqual({ ok: true });
    expect(xml).toContain('<complemento xsi:nil="true"/>');
    expect(xml).toContain('<montoTotal>1350.00</montoTotal>');
    expect(xml).toContain('<tipoCambio>1.00</tipoCambio>');
  });

  it('a missing leyenda fails naming it', () => {
    const xml = buildCompraVentaXml(sampleFactura()).replace(/\s*<leyenda>.*<\/leyenda>/, '');
    expect(validateFacturaXml(xml)).toEqual({
      ok: false,
      errors: ['El XML de la factura no cumple el esquema del SIN: falta el elemento leyenda'],
    });
  });

  it('a razón social longer than 500 characters fails as too long', () => {
    const xml = buildCompraVentaXml(sampleFactura({ nombreRazonSocial: 'A'.repeat(501) }));
    expect(validateFacturaXml(xml)).toEqual({
      ok: false,
      errors: [
        'El XML de la factura no cumple el esquema del SIN: el elemento nombreRazonSocial es demasiado largo (501 caracteres; máximo 500)',
      ],
    });
  });

  it('a value of the wrong type or out of range fails naming the element', () => {
    const result = validateFacturaXml(
      buildCompraVentaXml(sampleFactura({ codigoTipoDocumentoIdentidad: 9, montoTotal: -100 })),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      "El XML de la factura no cumple el esquema del SIN: el elemento codigoTipoDocumentoIdentidad tiene un valor fuera de rango ('9')",
      "El XML de la factura no cumple el esquema del SIN: el elemento montoTotal tiene un valor fuera de rango ('-1.00')",
    ]);
  });

  it('a sector other than compra-venta fails naming codigoDocumentoSector', () => {
    const xml = buildCompraVentaXml(sampleFactura()).replace(
      '<codigoDocumentoSector>1<',
      '<codigoDocumentoSector>2<',
    );
    expect(validateFacturaXml(xml)).toEqual({
      ok: false,
      errors: [
        "El XML de la factura no cumple el esquema del SIN: el elemento codigoDocumentoSector tiene un valor no válido ('2')",
      ],
    });
  });

  it('text that is not XML is refused, not thrown', () => {
    expect(validateFacturaXml('<factura')).toEqual({
      ok: false,
      errors: [
        'El XML de la factura no cumple el esquema del SIN: el documento no es XML bien formado',
      ],
    });
  });

  it('a missing element inside a detalle names both', () => {
    expect(
      translateXsdMessage(
        "Element 'detalle': Missing child element(s). Expected is ( numeroImei ).\n",
      ),
    ).toBe(
      'El XML de la factura no cumple el esquema del SIN: falta el elemento numeroImei en detalle',
    );
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [-1, '-0.01'],
    [100000000, '1000000.00'],
  ])('%i → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});
