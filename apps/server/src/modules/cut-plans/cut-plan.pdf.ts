import { CUT_PLAN_MESSAGES as M, formatDecimal, type CutPlan } from '@taller/shared';
import {
  drawPdf,
  pdfHeader,
  pdfHeading,
  pdfTable,
  pdfText,
  type Pdf,
  type PdfRow,
  pdfDate,
} from '../../lib/pdf';

const m = (metres: number) => `${formatDecimal(metres)} m`;
const ratioText = (ratio: Record<string, number>) =>
  Object.entries(ratio)
    .map(([size, n]) => `${size} ×${n}`)
    .join('  ');
const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([size, n]) => `${size}: ${n}`)
    .join(' · ') || '—';

/** A saved cut plan on A4 for the cutting table: its limits, then per cloth its lays. */
export function cutPlanPdf(plan: CutPlan) {
  const title = `${M.title} N.º ${plan.id}`;
  return drawPdf({ title, footer: title }, (doc) => drawCutPlan(doc, title, plan));
}

async function drawCutPlan(doc: Pdf, title: string, plan: CutPlan) {
  const l = plan.limits;
  pdfHeader(doc, {
    title,
    subtitle: `Pedidos: ${plan.orders.map((o) => o.number).join(', ')}`,
    lines: [
      `Creado el ${pdfDate(plan.createdAt)}${plan.createdBy ? ` por ${plan.createdBy}` : ''}`,
      `Capas por tendido: hasta ${l.maxPlies} · Mesa: ${
        l.maxMarkerLengthM === null ? 'sin límite' : m(l.maxMarkerLengthM)
      } · Tallas por trazo: hasta ${l.maxSizesPerMarker}`,
      `Holgura por capa: ${formatDecimal(l.endAllowanceCm)} cm · Desperdicio: ${formatDecimal(
        l.wastePercent,
      )} % · Sobrecorte permitido por talla: ${l.maxOverCutPerSize}`,
      ...(plan.note ? [`Nota: ${plan.note}`] : []),
      `Total de tela: ${m(plan.metres)}${
        plan.consumedAt ? ` · Consumo registrado el ${pdfDate(plan.consumedAt)}` : ''
      }`,
    ],
  });
  for (const material of plan.materials) {
    const mat = material.material;
    pdfHeading(doc, `${mat.code} · ${mat.name}${mat.color ? ` (${mat.color})` : ''}`);
    pdfText(doc, `Piezas: ${countsText(material.pieces)}`);
    if (Object.values(material.overCut).some((n) => n > 0))
      pdfText(doc, `Sobrecorte: ${countsText(material.overCut)}`);
    const rows: PdfRow[] = material.lays.map((lay, i) => ({
      cells: [
        String(i + 1),
        ratioText(lay.ratio),
        String(lay.plies),
        m(lay.markerLength),
        m(lay.metres),
        '',
      ],
    }));
    rows.push({
      cells: [
        'Total',
        '',
        String(material.lays.reduce((s, x) => s + x.plies, 0)),
        '',
        m(material.metres),
        '',
      ],
      bold: true,
      shade: true,
    });
    await pdfTable(
      doc,
      [
        { header: 'Tendido', width: 1, align: 'right' },
        { header: 'Trazo (tallas × unidades)', width: 5 },
        { header: 'Capas', width: 1, align: 'right' },
        { header: 'Largo del trazo', width: 1.6, align: 'right' },
        { header: 'Tela', width: 1.6, align: 'right' },
        { header: 'Cortado', width: 1.2 },
      ],
      rows,
    );
    pdfText(
      doc,
      `Stock: ${m(material.stock)} · Faltante: ${m(material.shortfall)} · Un tendido por talla: ${
        material.naive.lays
      } tendidos, ${m(material.naive.metres)}`,
      { muted: true },
    );
  }
}
