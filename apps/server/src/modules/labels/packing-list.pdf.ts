import {
  LABEL_MESSAGES as M,
  bagPieceText,
  bagTotals,
  bagsByCourse,
  type Bag,
} from '@taller/shared';
import {
  drawPdf,
  pdfDate,
  pdfHeader,
  pdfHeading,
  pdfTable,
  type Pdf,
  type PdfRow,
} from '../../lib/pdf';

/** What the packing list's header says of the order. */
export type PackingListFacts = {
  orderNumber: string;
  client: string;
  institution: string | null;
  promisedDate: string;
  /** What the order holds besides the bags: its items without people ('Birrete ×3'). */
  unassigned: string[];
};

/**
 * 'Lista de empaque' of an order on A4: its people grouped by course (then name), each with the
 * products and sizes of their bag and a box to tick once packed; then the totals per product and
 * size, which are what the bags hold together.
 */
export function packingListPdf(bags: readonly Bag[], facts: PackingListFacts) {
  const info = {
    title: `${M.packingListTitle} ${facts.orderNumber}`,
    footer: `${M.packingListTitle} · ${facts.orderNumber}`,
  };
  return drawPdf(info, (doc) => drawPackingList(doc, bags, facts));
}

async function drawPackingList(doc: Pdf, bags: readonly Bag[], facts: PackingListFacts) {
  pdfHeader(doc, {
    title: M.packingListTitle,
    subtitle: `${M.order} ${facts.orderNumber}`,
    lines: [
      `${M.client}: ${facts.client}${facts.institution ? ` · ${M.institution}: ${facts.institution}` : ''}`,
      `${M.promised}: ${pdfDate(facts.promisedDate)} · ${M.people(bags.length)}`,
    ],
  });
  const rows: PdfRow[] = [];
  let number = 0;
  for (const [course, group] of bagsByCourse(bags)) {
    const heading = course === M.noCourse ? course : `${M.course}: ${course}`;
    rows.push({
      cells: [`${heading} (${M.people(group.length)})`],
      bold: true,
      shade: true,
      span: true,
    });
    for (const bag of group) {
      number += 1;
      rows.push({
        cells: [String(number), bag.name, bag.pieces.map(bagPieceText).join(' · '), ''],
      });
    }
  }
  await pdfTable(
    doc,
    [
      { header: 'N.º', width: 0.6, align: 'right' },
      { header: M.person, width: 4 },
      { header: M.products, width: 7 },
      { header: M.packed, width: 1.4, tick: true },
    ],
    rows,
  );
  pdfHeading(doc, M.totals);
  const totals = bagTotals(bags);
  await pdfTable(
    doc,
    [
      { header: M.product, width: 5 },
      { header: M.size, width: 2 },
      { header: M.quantity, width: 1.5, align: 'right' },
    ],
    [
      ...totals.map((t) => ({ cells: [t.name, t.size ?? M.noSize, String(t.quantity)] })),
      {
        cells: [
          `${M.total} · ${M.people(bags.length)}`,
          '',
          String(totals.reduce((n, t) => n + t.quantity, 0)),
        ],
        bold: true,
        shade: true,
      },
    ],
  );
  if (facts.unassigned.length > 0) {
    pdfHeading(doc, M.withoutPeople);
    await pdfTable(
      doc,
      [{ header: M.product, width: 1 }],
      facts.unassigned.map((text) => ({ cells: [text] })),
    );
  }
}
