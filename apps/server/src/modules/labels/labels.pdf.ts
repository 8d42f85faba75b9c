import PDFDocument from 'pdfkit';
import {
  LABEL_MESSAGES as M,
  LABEL_SHEETS,
  bagPieceText,
  labelQrText,
  type Bag,
  type LabelLayout,
} from '@taller/shared';
import { pdfPause, streamPdf, type Pdf, type PdfStream } from '../../lib/pdf';
import { drawQr } from './label-qr';

const MM = 72 / 25.4;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * How a label is filled on each sheet: inner padding (kept clear, as a printer cannot print to
 * the sheet's edge), the QR code's side, and the largest text sizes, which shrink together (to
 * `minScale` of them) until the text fits beside the code.
 */
const STYLE: Record<LabelLayout, { padMm: number; qrMm: number; name: number; text: number }> = {
  '3x8': { padMm: 3.5, qrMm: 22, name: 9.5, text: 7 },
  '2x5': { padMm: 5, qrMm: 32, name: 14, text: 10 },
};
const SCALES = [1, 0.92, 0.84, 0.76, 0.68, 0.6];

/** What one label says, besides its QR code. */
export type LabelFacts = { orderId: number; orderNumber: string; party: string };

type Block = { text: string; font: string; size: number; maxLines: number };

/** The label's blocks, the name at `kName` of its largest size and the rest at `k` of theirs. */
const blocksOf = (
  bag: Bag,
  facts: LabelFacts,
  style: (typeof STYLE)[LabelLayout],
  kName: number,
  k: number,
) =>
  [
    { text: bag.name, font: BOLD, size: style.name * kName, maxLines: 3 },
    { text: facts.party, font: FONT, size: style.text * k, maxLines: 2 },
    ...(bag.course
      ? [{ text: `${M.course}: ${bag.course}`, font: FONT, size: style.text * k, maxLines: 1 }]
      : []),
    {
      text: bag.pieces.map(bagPieceText).join(' · '),
      font: BOLD,
      size: style.text * k,
      maxLines: 99,
    },
  ] satisfies Block[];

const GAP = 0.25; // of a line, between blocks

/** The block's height at `width`, and whether it keeps within its `maxLines`. */
function measure(doc: Pdf, block: Block, width: number) {
  doc.font(block.font).fontSize(block.size);
  const most = block.maxLines * doc.currentLineHeight(true);
  const height = doc.heightOfString(block.text, { width });
  return { height: Math.min(height, most), fits: height <= most + 0.01 };
}

/**
 * Writes the label's text in the box: the name as large as it fits in its lines, then the rest at
 * the largest scale at which everything fits (the name shrinking further only when the rest
 * cannot); at the smallest scales, what still does not fit is cut with an ellipsis where its
 * lines or the box end. Nothing is ever written outside the box.
 */
function writeText(doc: Pdf, blocks: (kName: number, k: number) => Block[], box: Box) {
  const fits = (candidate: Block[]) => {
    const sizes = candidate.map((b) => measure(doc, b, box.width));
    const total = sizes.reduce((sum, m, i) => sum + m.height + candidate[i]!.size * GAP, 0);
    return sizes.every((m) => m.fits) && total <= box.height;
  };
  const nameFits = (kName: number) => measure(doc, blocks(kName, 1)[0]!, box.width).fits;
  const smallest = SCALES.at(-1)!;
  let chosen = blocks(smallest, smallest);
  search: for (const kName of SCALES) {
    if (kName !== smallest && !nameFits(kName)) continue;
    for (const k of SCALES) {
      const candidate = blocks(kName, k);
      if (fits(candidate)) {
        chosen = candidate;
        break search;
      }
    }
  }
  let y = box.y;
  for (const block of chosen) {
    const left = box.y + box.height - y;
    doc.font(block.font).fontSize(block.size);
    if (left < doc.currentLineHeight(true)) break;
    const height = Math.min(measure(doc, block, box.width).height, left);
    doc.text(block.text, box.x, y, { width: box.width, height, ellipsis: true });
    y += height + block.size * GAP;
  }
}

type Box = { x: number; y: number; width: number; height: number };

function drawLabel(doc: Pdf, bag: Bag, facts: LabelFacts, layout: LabelLayout, cell: Box) {
  const style = STYLE[layout];
  const pad = style.padMm * MM;
  const qr = style.qrMm * MM;
  const numberSize = style.text * 0.85;
  const qrX = cell.x + cell.width - pad - qr;
  const qrY = cell.y + pad;
  drawQr(doc, labelQrText(facts.orderId, bag.personId), qrX, qrY, qr);
  doc.font(BOLD).fontSize(numberSize).fillColor('black');
  doc.text(facts.orderNumber, qrX - pad, qrY + qr, {
    width: qr + pad,
    align: 'center',
    lineBreak: false,
  });
  const box = {
    x: cell.x + pad,
    y: cell.y + pad,
    width: qrX - cell.x - pad - 2 * MM,
    height: cell.height - 2 * pad,
  };
  writeText(doc, (kName, k) => blocksOf(bag, facts, style, kName, k), box);
}

/** One order's bags and what its labels say besides each bag. */
export type LabelGroup = { bags: readonly Bag[]; facts: LabelFacts };

/**
 * The labels of orders' bags on A4 sheets of stickers (`layout`): one per person, left to right
 * and top to bottom, order after order (each label names its order), a new sheet when one is
 * full. The text is real text (searchable, read by pdftotext); the QR code holds
 * `taller:order:{orderId}:person:{personId}`.
 */
export function labelsPdf(
  groups: readonly LabelGroup[],
  layout: LabelLayout,
  title: string,
): PdfStream {
  const sheet = LABEL_SHEETS[layout];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${M.labelsTitle} ${title}`, Author: 'Taller' },
  });
  const perSheet = sheet.columns * sheet.rows;
  const labels = groups.flatMap(({ bags, facts }) => bags.map((bag) => ({ bag, facts })));
  // A sheet is sent once the next one starts (streamPdf); each new sheet lets it go first.
  return streamPdf(doc, async () => {
    for (const [index, { bag, facts }] of labels.entries()) {
      const at = index % perSheet;
      if (at === 0) {
        if (index > 0) await pdfPause(doc);
        doc.addPage();
      }
      const column = at % sheet.columns;
      const row = Math.floor(at / sheet.columns);
      drawLabel(doc, bag, facts, layout, {
        x: (sheet.leftMm + column * (sheet.widthMm + sheet.gapXMm)) * MM,
        y: (sheet.topMm + row * (sheet.heightMm + sheet.gapYMm)) * MM,
        width: sheet.widthMm * MM,
        height: sheet.heightMm * MM,
      });
    }
  });
}
