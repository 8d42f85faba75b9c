import { formatMoney } from '@taller/shared/money/money';
import { formatDecimal } from '@taller/shared/numbers/format-decimal';
import type { ReportTable } from '@taller/shared/reports/report.schema';
import type { AnyReportName as ReportName } from '../api/report-names';
import { useMemo, useState } from 'react';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { reportCsv } from '../api/report-csv';
import { useReportTable } from '../api/get-report-table';
import { ReportChart, type ChartSpec } from './report-chart';
import type { ReportQuery } from './report-period';

type View = 'chart' | 'table';
const VIEWS = [
  { value: 'chart', label: 'Gráfico' },
  { value: 'table', label: 'Tabla' },
] as const;

const cell = (kind: string, value: string | number | null | undefined) => {
  if (value == null) return '';
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'number') return formatDecimal(Number(value), { grouping: 'auto' });
  if (kind === 'percent') return `${formatDecimal(Number(value), { grouping: 'auto' })} %`;
  return String(value);
};

/**
 * What a report query shows until it has its data: the loading indicator, or the error with
 * 'Reintentar' ('Error al cargar el reporte: …'); null once it answered.
 */
export function reportWait(
  result: {
    isPending: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  },
  texts: { loading: string; size: 'small' | 'medium'; what: string },
) {
  if (result.isPending) {
    return <LoadingIndicator isLoading message={texts.loading} size={texts.size} />;
  }
  if (!result.error) return null;
  return (
    <LoadError
      message={`Error al cargar ${texts.what}: ${result.error.message || 'Error desconocido'}`}
      onRetry={() => void result.refetch()}
      isRetrying={result.isFetching}
    />
  );
}

/**
 * The chart's labels (its text columns together, or those `spec.labels` names) and one series
 * per drawn column; money is drawn in units (Bs), not cents.
 */
export function chartData(table: ReportTable, spec: ChartSpec) {
  const text = table.columns.filter((c) =>
    spec.labels ? spec.labels.includes(c.key) : c.kind === 'text',
  );
  const kind = (key: string) => table.columns.find((c) => c.key === key)?.kind;
  return {
    labels: table.rows.map((row) => text.map((c) => row[c.key] ?? '').join(' · ')),
    series: spec.series.map((key) =>
      table.rows.map((row) => Number(row[key] ?? 0) / (kind(key) === 'money' ? 100 : 1)),
    ),
    names: spec.series.map((key) => table.columns.find((c) => c.key === key)?.label ?? key),
  };
}

function ReportTableView({ table }: { table: ReportTable }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{table.title}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {table.columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`py-2 pr-4 font-medium ${c.kind === 'text' ? '' : 'text-right'}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0">
              {table.columns.map((c) => (
                <td
                  key={c.key}
                  className={`py-1.5 pr-4 ${c.kind === 'text' ? '' : 'text-right tabular-nums'}`}
                >
                  {cell(c.kind, row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart of the screen: its title, the chart or its table ('Gráfico' / 'Tabla', the
 * accessible alternative), 'Exportar CSV', and its own loading, empty and error states.
 */
export function ReportCard({
  name,
  title,
  spec,
  query,
}: {
  name: ReportName;
  title: string;
  spec: ChartSpec;
  query: ReportQuery;
}) {
  const [view, setView] = useState<View>('chart');
  const result = useReportTable(name, query);
  const table = result.data;
  const data = useMemo(() => (table ? chartData(table, spec) : null), [table, spec]);
  const wait = reportWait(result, { loading: 'Cargando...', size: 'small', what: 'el reporte' });
  let body;
  if (wait) {
    body = wait;
  } else if (table!.rows.length === 0 || data!.series.every((s) => s.every((v) => v === 0))) {
    body = <p className="py-8 text-center text-slate-600">Sin datos en el período</p>;
  } else if (view === 'table') {
    body = <ReportTableView table={table!} />;
  } else {
    body = (
      <ReportChart
        spec={spec}
        data={data!}
        label={`${title}: gráfico; sus datos en la vista Tabla`}
      />
    );
  }
  return (
    <section
      aria-labelledby={`report-${name}`}
      className="report-card flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`report-${name}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <ViewSwitch label={`Vista de ${title}`} value={view} onChange={setView} options={VIEWS} />
          <ExportCsvButton {...reportCsv(name, query)} filePrefix={`reporte-${name}`} />
        </div>
      </div>
      <div aria-busy={result.isFetching}>{body}</div>
    </section>
  );
}
