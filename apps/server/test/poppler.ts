import { execFileSync } from 'node:child_process';

const INSTALL = 'apt-get install poppler-utils';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/** Whether poppler's tools (pdftotext, pdfinfo, pdftoppm) are installed here. */
export const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * For `it.skipIf` / `describe.skipIf` of a check that reads a PDF with poppler: skipped (and
 * said so) where poppler is missing, but never under CI, where the check runs and fails — a
 * missing tool there is a broken machine, not a reason to pass.
 */
export const skipWithoutPoppler = (() => {
  if (hasPoppler || isCi) return false;
  console.warn(`PDF checks skipped: poppler is missing (${INSTALL})`);
  return true;
})();

/** Runs one of poppler's tools; a missing poppler is said in so many words. */
function poppler(tool: string, args: string[]) {
  if (!hasPoppler) throw new Error(`poppler is missing: ${tool} cannot run (${INSTALL})`);
  return execFileSync(tool, args, { encoding: 'utf8' });
}

/** A PDF file's text as poppler's pdftotext lays it out. */
export const pdfText = (file: string) => poppler('pdftotext', ['-layout', file, '-']);

/** poppler's pdfinfo of a PDF file (pages, page size…). */
export const pdfInfo = (file: string) => poppler('pdfinfo', [file]);

/**
 * A PDF file's pages as PNG images to look at, made by poppler's pdftoppm at `dpi`: `pages` are
 * its options that choose them; with `-singlefile` (the default) one image, `image`.png.
 */
export function pdfToPng(
  file: string,
  image: string,
  { dpi = 60, pages = ['-singlefile'] }: { dpi?: number; pages?: string[] } = {},
) {
  poppler('pdftoppm', ['-png', '-r', String(dpi), ...pages, file, image]);
}

/** A word of a PDF page where poppler reads it (`pdftotext -bbox`), in points from the top left. */
export type PdfWord = {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Every word of a PDF file with its page and box. */
export function pdfWords(file: string): PdfWord[] {
  const html = poppler('pdftotext', ['-bbox', file, '-']);
  const words: PdfWord[] = [];
  let page = 0;
  const tag =
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(tag)) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const [, xMin, yMin, xMax, yMax, text] = match;
    const plain = text!.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);
    words.push({ page, text: plain, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
  }
  return words;
}
