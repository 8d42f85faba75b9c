import { describe, expect, it } from 'vitest';
import { computeCuf, cufDigits, modulo11, parseSiatDateTime, siatDateTime } from './cuf';

/** A factura's fields as SIAT received them; `fechaEmision` is Bolivia time (UTC−4). */
const at = (fechaEmision: string) => parseSiatDateTime(fechaEmision);

describe('computeCuf', () => {
  it('matches a CUF SIAT accepted (linuxer41/facturacion-telas-juanita, app/facturaComputarizadaCompraVenta.xml)', () => {
    // Computarizada compra-venta, NIT 4146960012, factura 38 of 2022-09-06T19:10:38.119, sucursal 0,
    // punto de venta 0; the CUFD's control code is the CUF's tail after the 43 hexadecimal digits.
    const cuf = computeCuf(
      {
        nit: '4146960012',
        issuedAt: at('2022-09-06T19:10:38.119'),
        branch: 0,
        modality: 2,
        emissionType: 1,
        invoiceType: 1,
        sectorDocumentType: 1,
        invoiceNumber: 38,
        pointOfSale: 0,
      },
      '51010C8A9EC6D74',
    );
    expect(cuf).toBe('11BBF1BD45967C221C7CE39BC99FDA1BA1DC4BE7BC251010C8A9EC6D74');
  });

  it.each([
    // nachoDevOS/siat-api, database/siat_api.sql: facturas 1, 3 and 4 of 2022-10-15, state VALIDADA.
    [
      '2022-10-15T12:00:30.608',
      1,
      '063CE2C5F7E6D74',
      '11BBF1BD45967D71C64FBC59267BD08F1694D8606B1063CE2C5F7E6D74',
    ],
    [
      '2022-10-15T14:41:36.894',
      3,
      '25ACD9A8F7E6D74',
      '11BBF1BD45967D71D953F61FDE3955D4A113B8913EE25ACD9A8F7E6D74',
    ],
    [
      '2022-10-15T14:46:25.768',
      4,
      '25ACD9A8F7E6D74',
      '11BBF1BD45967D71D9B6B0516272AD96173258A9A8D25ACD9A8F7E6D74',
    ],
  ])(
    'matches a validated factura of %s (nachoDevOS/siat-api)',
    (fecha, number, control, expected) => {
      const cuf = computeCuf(
        {
          nit: 4146960012,
          issuedAt: at(fecha),
          branch: 0,
          modality: 2,
          emissionType: 1,
          invoiceType: 1,
          sectorDocumentType: 1,
          invoiceNumber: number,
          pointOfSale: 1,
        },
        control,
      );
      expect(cuf).toBe(expected);
    },
  );

  it('lays out 53 digits in the SIN order', () => {
    const digits = cufDigits({
      nit: 123456789,
      issuedAt: at('2026-08-09T12:00:00.000'),
      branch: 1,
      modality: 2,
      emissionType: 2,
      invoiceType: 1,
      sectorDocumentType: 1,
      invoiceNumber: 42,
      pointOfSale: 3,
    });
    expect(digits).toBe(
      '0000123456789' +
        '20260809120000000' +
        '0001' +
        '2' +
        '2' +
        '1' +
        '01' +
        '0000000042' +
        '0003',
    );
    expect(digits).toHaveLength(53);
  });

  it('refuses a field wider than its place', () => {
    expect(() =>
      cufDigits({
        nit: '12345678901234',
        issuedAt: new Date(),
        branch: 0,
        modality: 2,
        emissionType: 1,
        invoiceType: 1,
        sectorDocumentType: 1,
        invoiceNumber: 1,
        pointOfSale: 0,
      }),
    ).toThrow(/nit/);
  });
});

describe('modulo11', () => {
  // Hand-worked cases from nachoDevOS/siat-api, tests/Feature/CufModulo11Test.php.
  it.each([
    ['1', '2'],
    ['7', '3'],
    ['5', '1'], // remainder 10 is written 1
    ['99', '1'],
    ['10', '3'],
    ['100000000', '2'], // the weight goes back to 2 after 9
    ['1000000000', '3'],
    ['0'.repeat(53), '0'],
  ])('%s → %s', (digits, check) => {
    expect(modulo11(digits)).toBe(check);
  });
});

describe('siatDateTime', () => {
  it('writes Bolivia time (UTC−4) with milliseconds and no zone', () => {
    expect(siatDateTime(new Date('2026-01-01T03:04:05.006Z'))).toBe('2025-12-31T23:04:05.006');
  });

  it('reads back what it writes', () => {
    const now = new Date('2026-06-15T18:30:00.123Z');
    expect(parseSiatDateTime(siatDateTime(now)).getTime()).toBe(now.getTime());
  });
});

describe('parseSiatDateTime', () => {
  it('takes a zone when SIAT writes one', () => {
    expect(parseSiatDateTime('2026-03-02T10:15:00.000-04:00').toISOString()).toBe(
      '2026-03-02T14:15:00.000Z',
    );
    expect(parseSiatDateTime('2026-03-02T10:15:00Z').toISOString()).toBe(
      '2026-03-02T10:15:00.000Z',
    );
  });
});
