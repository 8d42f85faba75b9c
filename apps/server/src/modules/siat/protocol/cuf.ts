/**
 * The CUF (Código Único de Factura) as the SIN defines it, and the dates SIAT takes. Bolivia is
 * UTC−4 all year (no daylight saving), so its wall clock is UTC shifted by four hours.
 */

const BOLIVIA_OFFSET_MS = -4 * 60 * 60 * 1000;

/** The fields the CUF encodes, each a whole number (the NIT as digits). */
export type CufInput = {
  nit: string | number;
  /** The same instant as the factura's `fechaEmision`. */
  issuedAt: Date;
  branch: number;
  /** 1 electrónica, 2 computarizada. */
  modality: 1 | 2;
  /** 1 en línea, 2 fuera de línea, 3 masiva. */
  emissionType: 1 | 2 | 3;
  /** Tipo de factura / documento fiscal: 1 con derecho a crédito fiscal. */
  invoiceType: number;
  /** Tipo de documento sector: 1 compra-venta. */
  sectorDocumentType: number;
  invoiceNumber: number;
  pointOfSale: number;
};

/** Bolivia's wall clock at `date`, as its parts (zero-padded). */
function boliviaParts(date: Date) {
  const iso = new Date(date.getTime() + BOLIVIA_OFFSET_MS).toISOString();
  // 2026-11-28T01:02:03.456Z
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 23),
  };
}

/** `yyyy-MM-ddTHH:mm:ss.SSS` in Bolivia time: the form `fechaEmision` and SIAT's dates take. */
export function siatDateTime(date: Date): string {
  const { date: day, time } = boliviaParts(date);
  return `${day}T${time}`;
}

/** `yyyyMMddHHmmssSSS` in Bolivia time: the CUF's 17 date digits. */
export function cufTimestamp(date: Date): string {
  return siatDateTime(date).replace(/[-T:.]/g, '');
}

/** A SIAT date-time back to an instant: Bolivia time unless it carries its own zone. */
export function parseSiatDateTime(value: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) throw new Error(`Not a SIAT date-time: ${value}`);
  const millis = (match[2] ?? '.000').padEnd(4, '0').slice(0, 4);
  return new Date(`${match[1]}${millis}${match[3] ?? '-04:00'}`);
}

function field(value: string | number, width: number, name: string): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width) {
    throw new RangeError(`CUF field ${name} must be at most ${width} digits: ${digits}`);
  }
  return digits.padStart(width, '0');
}

/**
 * The SIN's modulo-11 check digit (its calculaDigitoMod11 with one digit, weights 2..9 from the
 * right, no ×10): the remainder itself, 10 written as 1.
 */
export function modulo11(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += weight * Number(digits[i]);
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder === 10 ? '1' : String(remainder);
}

/** The 53 digits the CUF starts from, in the SIN's order and widths. */
export function cufDigits(input: CufInput): string {
  return [
    field(input.nit, 13, 'nit'),
    cufTimestamp(input.issuedAt),
    field(input.branch, 4, 'branch'),
    field(input.modality, 1, 'modality'),
    field(input.emissionType, 1, 'emissionType'),
    field(input.invoiceType, 1, 'invoiceType'),
    field(input.sectorDocumentType, 2, 'sectorDocumentType'),
    field(input.invoiceNumber, 10, 'invoiceNumber'),
    field(input.pointOfSale, 4, 'pointOfSale'),
  ].join('');
}

/** The CUF: the 53 digits and their check digit in base 16 (upper case), then the CUFD's control code. */
export function computeCuf(input: CufInput, cufdControlCode: string): string {
  const digits = cufDigits(input);
  const hex = BigInt(digits + modulo11(digits))
    .toString(16)
    .toUpperCase();
  return hex + cufdControlCode;
}
