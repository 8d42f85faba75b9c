import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { LABEL_SHEETS, type LabelLayout } from '@taller/shared';
import { pdfToPng } from './poppler';

const MM = 72 / 25.4;

/** Where each label of a sheet is, in points from the page's top left, in printing order. */
export function labelCells(layout: LabelLayout) {
  const s = LABEL_SHEETS[layout];
  return Array.from({ length: s.columns * s.rows }, (_, at) => {
    const column = at % s.columns;
    const row = Math.floor(at / s.columns);
    const x = (s.leftMm + column * (s.widthMm + s.gapXMm)) * MM;
    const y = (s.topMm + row * (s.heightMm + s.gapYMm)) * MM;
    return { x, y, xMax: x + s.widthMm * MM, yMax: y + s.heightMm * MM };
  });
}

/**
 * The QR codes of one page of a labels PDF, label by label: the page is drawn by poppler at
 * `dpi`, each label's square cut out of it and read by jsQR (null where none is read).
 */
export function readLabelQrs(file: string, page: number, layout: LabelLayout, dpi = 150) {
  const image = `${file}-page-${page}`;
  pdfToPng(file, image, { dpi, pages: ['-f', String(page), '-l', String(page), '-singlefile'] });
  const png = PNG.sync.read(readFileSync(`${image}.png`));
  const scale = dpi / 72;
  return labelCells(layout).map((cell) => {
    const x0 = Math.floor(cell.x * scale);
    const y0 = Math.floor(cell.y * scale);
    const width = Math.min(Math.floor((cell.xMax - cell.x) * scale), png.width - x0);
    const height = Math.min(Math.floor((cell.yMax - cell.y) * scale), png.height - y0);
    const crop = new Uint8ClampedArray(width * height * 4);
    for (let row = 0; row < height; row += 1) {
      const from = ((y0 + row) * png.width + x0) * 4;
      crop.set(png.data.subarray(from, from + width * 4), row * width * 4);
    }
    return jsQR(crop, width, height)?.data ?? null;
  });
}
