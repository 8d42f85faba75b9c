import QRCode from 'qrcode';
import type { Pdf } from '../../lib/pdf';

/** Modules of light margin around the code: the standard asks 4; a sticker's edge adds more. */
const QUIET = 2;

/**
 * Draws `text` as a QR code (error correction M: a smudged sticker still scans) in the square
 * at (`x`, `y`) of side `size` points, as vector rectangles — one per run of dark modules in a
 * row, filled at once — so that it stays sharp at any printer's resolution and costs no image.
 */
export function drawQr(doc: Pdf, text: string, x: number, y: number, size: number) {
  // One byte segment: the text is short ASCII, and the library's search for the best mix of
  // segments costs more than the whole drawing of a label.
  const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET);
  const at = (n: number) => (n + QUIET) * unit;
  doc.save();
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && modules.get(row, col);
      if (dark && start === -1) start = col;
      else if (!dark && start !== -1) {
        // A hair wider and taller, so that neighbouring runs leave no seam when rasterised.
        doc.rect(x + at(start), y + at(row), (col - start) * unit + 0.01, unit + 0.01);
        start = -1;
      }
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
}
