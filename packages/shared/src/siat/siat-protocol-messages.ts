/**
 * The Spanish of the SIAT protocol layer: why a factura's XML does not pass the SIN's XSD (checked
 * before sending) and what the fake SIAT answers. `{…}` are filled in by the server.
 */
export const SIAT_PROTOCOL_MESSAGES = {
  xsdPrefix: 'El XML de la factura no cumple el esquema del SIN',
  xsdMissing: 'falta el elemento {element}',
  xsdMissingIn: 'falta el elemento {element} en {parent}',
  xsdUnexpected: 'el elemento {element} no corresponde en ese lugar',
  xsdTooLong: 'el elemento {element} es demasiado largo ({length} caracteres; máximo {max})',
  xsdTooShort: 'el elemento {element} es demasiado corto ({length} caracteres; mínimo {min})',
  xsdInvalidValue: "el elemento {element} tiene un valor no válido ('{value}')",
  xsdOutOfRange: "el elemento {element} tiene un valor fuera de rango ('{value}')",
  xsdTooManyDecimals: "el elemento {element} tiene más de {max} decimales ('{value}')",
  xsdOther: 'error en el elemento {element}',
  xsdNotXml: 'el documento no es XML bien formado',
} as const;

/** Fills `{name}` in a message. */
export function fillSiatMessage(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
