import { readFileSync } from 'node:fs';
import { SIAT_PROTOCOL_MESSAGES as M, fillSiatMessage } from '@taller/shared';
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { assetPath } from './assets';

export type XsdResult = { ok: true } | { ok: false; errors: string[] };

let validator: XsdValidator | undefined;

/** The SIN's compra-venta XSD, parsed once (libxml2 compiled to WebAssembly: no native build). */
function compraVentaValidator(): XsdValidator {
  if (!validator) {
    const schema = XmlDocument.fromString(
      readFileSync(assetPath('facturaComputarizadaCompraVenta.xsd'), 'utf8'),
    );
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
  }
  return validator;
}

/** The facets and messages libxml2 writes, each turned into a Spanish sentence. */
const RULES: [RegExp, (m: RegExpExecArray, element: string) => string][] = [
  [
    /Missing child element\(s\)\. Expected is (?:one of )?\( ([^ ,)]+)/,
    (m, element) => fillSiatMessage(M.xsdMissingIn, { element: m[1]!, parent: element }),
  ],
  [
    /This element is not expected\. Expected is (?:one of )?\( ([^ ,)]+)/,
    (m) => fillSiatMessage(M.xsdMissing, { element: m[1]! }),
  ],
  [/This element is not expected/, (_, element) => fillSiatMessage(M.xsdUnexpected, { element })],
  [
    /\[facet 'maxLength'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/,
    (m, element) => fillSiatMessage(M.xsdTooLong, { element, length: m[1]!, max: m[2]! }),
  ],
  [
    /\[facet 'minLength'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/,
    (m, element) => fillSiatMessage(M.xsdTooShort, { element, length: m[1]!, min: m[2]! }),
  ],
  [
    /\[facet '(?:min|max)(?:In|Ex)clusive'\] The value '([^']*)'/,
    (m, element) => fillSiatMessage(M.xsdOutOfRange, { element, value: m[1]! }),
  ],
  [
    /\[facet 'fractionDigits'\] The value '([^']*)' has more fractional digits than are allowed \('(\d+)'\)/,
    (m, element) => fillSiatMessage(M.xsdTooManyDecimals, { element, value: m[1]!, max: m[2]! }),
  ],
  [
    /The (?:actual )?value '([^']*)' does not match the fixed value/,
    (m, element) => fillSiatMessage(M.xsdInvalidValue, { element, value: m[1]! }),
  ],
  [
    /'([^']*)' is not a valid value|The value '([^']*)' is not/,
    (m, element) => fillSiatMessage(M.xsdInvalidValue, { element, value: m[1] ?? m[2] ?? '' }),
  ],
];

/** One libxml2 message in Spanish, naming the element. */
export function translateXsdMessage(message: string): string {
  const element = /Element '([^']+)'/.exec(message)?.[1] ?? '?';
  for (const [pattern, write] of RULES) {
    const match = pattern.exec(message);
    if (match) return `${M.xsdPrefix}: ${write(match, element)}`;
  }
  return `${M.xsdPrefix}: ${fillSiatMessage(M.xsdOther, { element })} (${message.trim()})`;
}

/** Checks a factura's XML against the SIN's XSD; the errors in Spanish, each naming its element. */
export function validateFacturaXml(xml: string): XsdResult {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof XmlParseError)
      return { ok: false, errors: [`${M.xsdPrefix}: ${M.xsdNotXml}`] };
    throw error;
  }
  try {
    compraVentaValidator().validate(doc);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    const errors = [...new Set(error.details.map((detail) => translateXsdMessage(detail.message)))];
    return { ok: false, errors };
  } finally {
    doc.dispose();
  }
}
