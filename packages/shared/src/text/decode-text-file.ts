/**
 * The characters Windows-1252 puts at 0x80–0x9F (€, ‘ ’ “ ” – — …), in order; the five bytes it
 * leaves undefined stay their C1 code point, as the WHATWG decoder keeps them.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of a file a person chose (a CSV or a list), in the browser or on the server: UTF-8
 * with or without a BOM, UTF-16 with its BOM (Excel's 'Texto Unicode'), and otherwise —
 * bytes that are not UTF-8 — Windows-1252, as Excel saves a CSV in Spanish. The BOM is dropped.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes);
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Node before 22 decodes 'windows-1252' as Latin-1, leaving 0x80–0x9F as C1 controls.
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}
