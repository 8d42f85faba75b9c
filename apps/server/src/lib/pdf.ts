import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { contentDisposition } from './content-disposition';

/**
 * The server's PDFs (production sheets, bills): A4 documents drawn with pdfkit from three
 * pieces — a header, text and tables that break across pages repeating their heading — and a
 * footer with page numbers. The standard Helvetica fonts cover Spanish (WinAnsi), so nothing is
 * embedded. See docs/decisions/012-pdfs.md.
 */
export type Pdf = PDFKit.PDFDocument;

export type PdfColumn = {
  header: string;
  /** A share of the table's width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** An empty tick box in each row's cell (a checklist column); the heading keeps its text. */
  tick?: boolean;
};

/**
 * A table row: one text per column; `shade` fills it (a group's heading, a total); `span` draws
 * its first text across the whole row (a group's heading).
 */
export type PdfRow = { cells: string[]; bold?: boolean; shade?: boolean; span?: boolean };

const MARGIN = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const TEXT_SIZE = 9;
const CELL_PAD = 4;
const GREY = '#475569';
const LINE = '#cbd5e1';
const SHADE = '#f1f5f9';

/** '2026-11-28' (or an ISO timestamp) → '28/11/2026', the day as the PDFs print it. */
export const pdfDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

/** A new A4 document; pages are kept so the footer can number them at the end. */
export function createPdf(info: { title: string; author?: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Author: info.author ?? 'Taller' },
  });
  doc.font(FONT).fontSize(TEXT_SIZE).fillColor('black');
  return doc;
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when less than `height` is left on this one; true when it did. */
export function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottomOf(doc)) return false;
  doc.addPage();
  return true;
}

/** The document's title, a subtitle and a few lines of facts ('Cliente: …'). */
export function pdfHeader(
  doc: Pdf,
  header: { title: string; subtitle?: string; lines?: string[] },
) {
  const x = doc.page.margins.left;
  doc.font(BOLD).fontSize(16).fillColor('black').text(header.title, x, doc.y);
  if (header.subtitle) doc.font(FONT).fontSize(10).fillColor(GREY).text(header.subtitle);
  doc.font(FONT).fontSize(TEXT_SIZE).fillColor('black');
  for (const line of header.lines ?? []) doc.text(line);
  doc.moveDown(0.6);
  doc
    .moveTo(x, doc.y)
    .lineTo(x + contentWidth(doc), doc.y)
    .strokeColor(LINE)
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.6);
}

/** A heading inside the document (a section). */
export function pdfHeading(doc: Pdf, text: string) {
  ensureSpace(doc, 40);
  doc.font(BOLD).fontSize(11).fillColor('black').text(text, doc.page.margins.left, doc.y);
  doc.font(FONT).fontSize(TEXT_SIZE).moveDown(0.3);
}

/** A paragraph of plain text across the page. */
export function pdfText(doc: Pdf, text: string, options: { bold?: boolean; muted?: boolean } = {}) {
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(TEXT_SIZE)
    .fillColor(options.muted ? GREY : 'black')
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor('black').font(FONT);
}

/**
 * A table across the page: a bold heading row, then each row with its cells wrapped to their
 * column. A row that does not fit starts a new page, which repeats the heading row.
 */
export function pdfTable(doc: Pdf, columns: readonly PdfColumn[], rows: readonly PdfRow[]) {
  const x0 = doc.page.margins.left;
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth(doc));
  const full = [contentWidth(doc)];
  const heightOf = (cells: readonly string[], font: string, span = false) => {
    doc.font(font).fontSize(TEXT_SIZE);
    const cellWidths = span ? full : widths;
    return (
      Math.max(
        ...cells
          .slice(0, cellWidths.length)
          .map((cell, i) =>
            doc.heightOfString(cell || ' ', { width: cellWidths[i]! - 2 * CELL_PAD }),
          ),
      ) +
      2 * CELL_PAD
    );
  };
  // A row's text is laid out once to measure it and once to draw it (pdfkit's text layout is
  // what a long sheet spends its time on).
  const draw = (
    given: readonly string[],
    font: string,
    fill: string | null,
    height: number,
    span = false,
    heading = false,
  ) => {
    const cells = span ? given.slice(0, 1) : given;
    const cellWidths = span ? full : widths;
    const y = doc.y;
    if (fill) doc.rect(x0, y, contentWidth(doc), height).fill(fill);
    let x = x0;
    doc.font(font).fontSize(TEXT_SIZE).fillColor('black');
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: cellWidths[i]! - 2 * CELL_PAD,
        align: span ? 'left' : (columns[i]!.align ?? 'left'),
      });
      if (!span && !heading && columns[i]!.tick) {
        const side = TEXT_SIZE + 1;
        doc.rect(x + (cellWidths[i]! - side) / 2, y + CELL_PAD, side, side);
        doc.strokeColor('black').lineWidth(0.75).stroke();
      }
      x += cellWidths[i]!;
    });
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + contentWidth(doc), y + height)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    doc.x = x0;
    doc.y = y + height;
  };
  const headings = columns.map((c) => c.header);
  const headingHeight = heightOf(headings, BOLD);
  const drawHeadings = () => draw(headings, BOLD, '#e2e8f0', headingHeight, false, true);
  ensureSpace(doc, headingHeight * 2);
  drawHeadings();
  for (const row of rows) {
    const font = row.bold ? BOLD : FONT;
    const cells = row.span ? row.cells.slice(0, 1) : row.cells;
    const height = heightOf(cells, font, row.span);
    if (ensureSpace(doc, height)) drawHeadings();
    draw(row.cells, font, row.shade ? SHADE : null, height, row.span);
  }
  doc.font(FONT).moveDown(0.8);
}

/** Numbers every page ('Página 1 de 3') beside a footer text, then ends the document. */
export function pdfBuffer(doc: Pdf, footer: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    // Below the bottom margin: lift it while writing so that pdfkit adds no page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(GREY);
    doc.text(footer, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Answers a PDF shown by the browser (inline), under `fileName`. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'no-store')
    .send(pdf);
