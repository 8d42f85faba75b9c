import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { contentDisposition } from './content-disposition';

/**
 * The server's PDFs (production sheets, bills): A4 documents drawn with pdfkit from three
 * pieces — a header, text and tables that break across pages repeating their heading — and a
 * footer with page numbers. The standard Helvetica fonts cover Spanish (WinAnsi), so nothing is
 * embedded. A document streams: each page's bytes go out once the next page starts, and the
 * footers ('Página N de M') are written at the end. See docs/decisions/012-pdfs.md.
 */
export type Pdf = PDFKit.PDFDocument;

/** A PDF being drawn: a stream of its bytes, page by page (the document itself). */
export type PdfStream = Readable;

/** What a document says of itself: its title and author (metadata) and its footer's text. */
export type PdfInfo = {
  title: string;
  author?: string;
  /** Written on every page, bottom left, beside 'Página N de M' (bottom right). */
  footer: string;
};

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

/**
 * Where each page's footer goes: a form XObject that the page paints as it starts (`/Footer Do`)
 * and whose content — the footer's text and 'Página N de M' — is written once the document ends
 * and M is known. A PDF reader does not care that the form comes after the page that paints it.
 */
type Footer = { form: PDFKit.PDFKitReference; resources: Record<string, unknown> };
const FOOTER_NAME = 'Footer';

/**
 * An A4 document whose pages are each painted with their footer's form (see `Footer`) and sent
 * as soon as the next one starts (no `bufferPages`): `drawPdf` draws on it and ends it.
 */
function createPdf(info: PdfInfo): { doc: Pdf; footers: Footer[] } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author ?? 'Taller' },
  });
  const footers: Footer[] = [];
  doc.on('pageAdded', () => {
    const { width, height } = doc.page;
    const resources = { ProcSet: ['PDF', 'Text'] };
    const form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, width, height],
      Resources: resources,
    });
    footers.push({ form, resources });
    doc.page.xobjects[FOOTER_NAME] = form;
    // Painted where the page's drawing starts: pdfkit's page space (top-down), as the form's
    // content is drawn by pdfkit in that same space at the end.
    doc.addContent(`q /${FOOTER_NAME} Do Q`);
  });
  doc.addPage();
  doc.font(FONT).fontSize(TEXT_SIZE).fillColor('black');
  return { doc, footers };
}

/**
 * Writes every page's footer form: the footer's text on the left and 'Página N de M' on the
 * right, drawn by pdfkit as on a page (same fonts, sizes, alignment) into the form instead —
 * the current page is stood in for by one whose content and resources are the form's.
 */
function writeFooters(doc: Pdf, footers: readonly Footer[], text: string) {
  const page = doc.page;
  try {
    footers.forEach(({ form, resources }, i) => {
      doc.page = Object.create(page, {
        content: { value: form },
        resources: { value: { data: resources } },
        // Below the bottom margin: none, so that pdfkit adds no page while writing there.
        margins: { value: { ...page.margins, bottom: 0 } },
      }) as PDFKit.PDFPage;
      const y = page.height - MARGIN;
      doc.font(FONT).fontSize(8).fillColor(GREY);
      doc.text(text, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
      doc.text(`Página ${i + 1} de ${footers.length}`, MARGIN, y, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
      form.end(undefined); // (no last chunk: @types/pdfkit types it as required)
    });
  } finally {
    doc.page = page;
  }
}

/** Thrown into a drawing whose reader went away (its stream destroyed): nobody wants the rest. */
class PdfAbandoned extends Error {}

/**
 * Lets the event loop send what is drawn so far (the pages pdfkit has finished) before drawing
 * on. A document whose stream was destroyed (the client left) stops drawing here.
 */
export async function pdfPause(doc: Pdf) {
  await nextTurn();
  if (doc.destroyed) throw new PdfAbandoned('The PDF was abandoned while being drawn');
}

/**
 * Runs `draw` on `doc`, then `finish` and ends it; the stream (`doc`) carries the bytes as pages
 * are finished. A failure while drawing destroys the stream with its error: whoever reads it
 * (the reply, `pdfBuffer`) sees the error instead of a truncated document.
 */
export function streamPdf(
  doc: Pdf,
  draw: (doc: Pdf) => void | Promise<void>,
  finish: () => void = () => {},
): PdfStream {
  // Its reader (`sendPdf`'s reply, `pdfBuffer`) takes the error, even one that comes before it
  // listens (it finds the stream errored): an 'error' nobody listens to would end the process.
  doc.on('error', () => {});
  void (async () => {
    await draw(doc);
    if (doc.destroyed) return;
    finish();
    doc.end();
  })().catch((error: unknown) => {
    if (!doc.destroyed) doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

/**
 * An A4 document drawn by `draw`, as a stream of its bytes: the first page leaves while the
 * next ones are drawn (when `draw` pauses: `pdfTable` does at each new page), and every page
 * ends with the footer (`info.footer`, 'Página N de M').
 */
export function drawPdf(info: PdfInfo, draw: (doc: Pdf) => void | Promise<void>): PdfStream {
  const { doc, footers } = createPdf(info);
  return streamPdf(doc, draw, () => writeFooters(doc, footers, info.footer));
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
 * column. A row that does not fit starts a new page, which repeats the heading row; the table
 * pauses there (`pdfPause`) so that the finished page is sent before the next is drawn.
 */
export async function pdfTable(doc: Pdf, columns: readonly PdfColumn[], rows: readonly PdfRow[]) {
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
    if (ensureSpace(doc, height)) {
      await pdfPause(doc);
      drawHeadings();
    }
    draw(row.cells, font, row.shade ? SHADE : null, height, row.span);
  }
  doc.font(FONT).moveDown(0.8);
}

/**
 * The whole document's bytes (a mail's attachment, a WhatsApp document), once it has ended;
 * rejects with the drawing's error.
 */
export async function pdfBuffer(pdf: PdfStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Answers a PDF shown by the browser (inline), under `fileName`, streamed as it is drawn. A
 * failure before anything is sent answers an error as any other; after (the headers are gone),
 * the reply is cut short — the client sees a failed download, not a truncated PDF — and logged.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: PdfStream) {
  pdf.once('error', (err) => {
    if (reply.raw.headersSent) reply.log.error({ err }, 'PDF failed while being sent');
  });
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'no-store')
    .send(pdf);
}
