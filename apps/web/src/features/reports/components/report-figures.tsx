import { formatMoney } from '@taller/shared/money/money';
import { formatDecimal } from '@taller/shared/numbers/format-decimal';
import { REPORT_MESSAGES as M } from '@taller/shared/reports/report-messages';
import type { ReportSummary } from '@taller/shared/reports/report.schema';

const count = (n: number) => formatDecimal(n, { grouping: 'auto' });

/**
 * The figures at the top; 'Entrega a tiempo' and the money figures explain themselves on hover
 * and to screen readers.
 */
export function ReportFigures({ summary }: { summary: ReportSummary }) {
  const figures: { label: string; value: string; hint?: string; money?: boolean }[] = [
    { label: 'Pedidos recibidos', value: count(summary.ordersReceived) },
    { label: 'Unidades pedidas', value: count(summary.unitsOrdered) },
    { label: 'Unidades entregadas', value: count(summary.unitsDelivered) },
    {
      label: 'Entrega a tiempo',
      value: summary.onTimePercent === null ? '—' : `${count(summary.onTimePercent)} %`,
      hint: `${M.onTimeDefinition} (${summary.deliveredOnTime} de ${summary.ordersDelivered})`,
    },
    { label: 'Pedidos atrasados hoy', value: count(summary.overdueNow) },
    { label: 'Pedidos cancelados', value: count(summary.ordersCancelled) },
    {
      label: 'Facturado',
      money: true,
      value: formatMoney(summary.billedCents),
      hint: M.billedDefinition,
    },
    {
      label: 'Cobrado',
      money: true,
      value: formatMoney(summary.collectedCents),
      hint: M.collectedDefinition,
    },
    {
      label: 'Por cobrar',
      money: true,
      value: formatMoney(summary.owedCents),
      hint: M.owedDefinition,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-3">
      {figures.map((f) => (
        <div
          key={f.label}
          title={f.hint}
          className={`rounded-lg border border-slate-200 bg-white p-3 ${f.money ? 'lg:col-span-2 print:col-span-1' : ''}`}
        >
          <dt className="text-sm text-slate-600">
            <span
              className={f.hint ? 'cursor-help underline decoration-dotted underline-offset-2' : ''}
            >
              {f.label}
            </span>
            {f.hint && <span className="sr-only">: {f.hint}</span>}
          </dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
