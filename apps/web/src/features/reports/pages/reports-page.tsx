import { REPORT_TITLES, type ReportName } from '@taller/shared/reports/report.schema';
import { COSTING_MESSAGES } from '@taller/shared/materials/costing-messages';
import type { MarginReportName } from '@taller/shared/materials/costing.schema';
import { useSearchParams } from 'react-router';
import { useIsDirector } from '../../auth';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/dates';
import { useReportSummary } from '../api/get-report-summary';
import { ReportCard, reportWait } from '../components/report-card';
import type { ChartSpec } from '../components/report-chart';
import { ReportFigures } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { readSelection, reportQuery, type ReportSelection } from '../components/report-period';

/** The screen's charts, in the order a director reads them on Monday. */
const CHARTS: { name: ReportName; spec: ChartSpec }[] = [
  { name: 'timeline', spec: { type: 'bar', series: ['orders', 'units'] } },
  { name: 'status', spec: { type: 'hbar', series: ['orders'] } },
  { name: 'lines', spec: { type: 'hbar', series: ['units'] } },
  { name: 'models', spec: { type: 'hbar', series: ['units'] } },
  { name: 'sizes', spec: { type: 'bar', series: ['people'] } },
  { name: 'clients', spec: { type: 'hbar', series: ['orders'] } },
  { name: 'institutions', spec: { type: 'hbar', series: ['orders'] } },
  { name: 'billing', spec: { type: 'bar', series: ['billed', 'collected'], note: 'Montos en Bs' } },
  {
    name: 'payments',
    spec: {
      type: 'bar',
      series: ['proofs'],
      note: 'Por tiempo de espera desde que llegó cada comprobante',
    },
  },
  {
    name: 'consumption',
    spec: {
      type: 'hbar',
      series: ['used'],
      labels: ['material'],
      note: 'En la unidad de cada material (la tabla la indica)',
    },
  },
  {
    name: 'low-stock',
    spec: {
      type: 'hbar',
      series: ['covered'],
      labels: ['material'],
      high: 100,
      note: 'Stock en % del mínimo de cada material (100 % = el mínimo)',
    },
  },
];

/** Cost and margin (issue 39): the director's alone; the server refuses them to anyone else. */
const MARGIN_CHARTS: { name: MarginReportName; spec: ChartSpec }[] = [
  {
    name: 'margin-periods',
    spec: {
      type: 'bar',
      series: ['revenueCents', 'costCents', 'marginCents'],
      note: 'Montos en Bs',
    },
  },
  { name: 'margin-lines', spec: { type: 'hbar', series: ['marginCents'], note: 'Montos en Bs' } },
  { name: 'margin-clients', spec: { type: 'hbar', series: ['marginCents'], note: 'Montos en Bs' } },
];

/** 'Reportes': the period's figures and charts, filtered by line and institution in the URL. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const query = reportQuery(selection);
  const summary = useReportSummary(query);
  const isDirector = useIsDirector();

  const change = (next: Partial<ReportSelection>) => {
    const merged = { ...selection, ...next };
    const url = new URLSearchParams();
    url.set('period', merged.period);
    if (merged.period === 'custom') {
      url.set('from', merged.from);
      url.set('to', merged.to);
    }
    if (merged.lineId) url.set('lineId', merged.lineId);
    if (merged.institutionId) url.set('institutionId', merged.institutionId);
    setParams(url, { replace: true });
  };

  const figures = reportWait(summary, {
    loading: 'Cargando reportes...',
    size: 'medium',
    what: 'los reportes',
  }) ?? <ReportFigures summary={summary.data!} />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 print:max-w-none print:gap-3 print:pr-1">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Reportes</h1>
          <p className="text-slate-600">
            Del {formatDay(selection.from)} al {formatDay(selection.to)}
          </p>
        </div>
        <Button onClick={() => window.print()} className="print:hidden">
          Imprimir
        </Button>
      </header>
      <ReportFilters selection={selection} onChange={change} />
      {figures}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:grid-cols-2 print:gap-3">
        {CHARTS.map((chart) => (
          <ReportCard
            key={chart.name}
            name={chart.name}
            title={REPORT_TITLES[chart.name]}
            spec={chart.spec}
            query={query}
          />
        ))}
        {isDirector &&
          MARGIN_CHARTS.map((chart) => (
            <ReportCard
              key={chart.name}
              name={chart.name}
              title={COSTING_MESSAGES.reportTitles[chart.name]}
              spec={chart.spec}
              query={query}
            />
          ))}
      </div>
    </div>
  );
}
