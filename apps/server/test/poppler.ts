import { execFileSync } from 'node:child_process';

/** A PDF file's text as poppler's pdftotext lays it out. */
export function pdfText(file: string) {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * A PDF file's pages as PNG images to look at, made by poppler's pdftoppm at `dpi`: `pages` are
 * its options that choose them; with `-singlefile` (the default) one image, `image`.png.
 */
export function pdfToPng(
  file: string,
  image: string,
  { dpi = 60, pages = ['-singlefile'] }: { dpi?: number; pages?: string[] } = {},
) {
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...pages, file, image]);
}
