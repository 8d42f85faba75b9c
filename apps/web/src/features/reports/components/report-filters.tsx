import { FILTER_CONTROL, FilterField } from '../../../components/ui/filter-bar';
import { useReportInstitutions, useReportLines } from '../api/get-reports';
import { REPORT_PERIODS, type ReportSelection } from './report-period';

/** 'Período', the custom range's dates, 'Línea' and 'Institución': every change goes to the URL. */
export function ReportFilters({
  selection,
  onChange,
}: {
  selection: ReportSelection;
  onChange: (change: Partial<ReportSelection>) => void;
}) {
  const lines = useReportLines();
  const institutions = useReportInstitutions();
  return (
    <div className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 print:hidden">
      <FilterField label="Período">
        {(id) => (
          <select
            id={id}
            className={FILTER_CONTROL}
            value={selection.period}
            onChange={(e) => onChange({ period: e.target.value as ReportSelection['period'] })}
          >
            {REPORT_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label="Desde">
        {(id) => (
          <input
            id={id}
            type="date"
            className={FILTER_CONTROL}
            value={selection.from}
            max={selection.to}
            onChange={(e) => e.target.value && onChange({ period: 'custom', from: e.target.value })}
          />
        )}
      </FilterField>
      <FilterField label="Hasta">
        {(id) => (
          <input
            id={id}
            type="date"
            className={FILTER_CONTROL}
            value={selection.to}
            min={selection.from}
            onChange={(e) => e.target.value && onChange({ period: 'custom', to: e.target.value })}
          />
        )}
      </FilterField>
      <FilterField label="Línea">
        {(id) => (
          <select
            id={id}
            className={FILTER_CONTROL}
            value={selection.lineId}
            onChange={(e) => onChange({ lineId: e.target.value })}
          >
            <option value="">Todas</option>
            {(lines.data ?? []).map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label="Institución">
        {(id) => (
          <select
            id={id}
            className={FILTER_CONTROL}
            value={selection.institutionId}
            onChange={(e) => onChange({ institutionId: e.target.value })}
          >
            <option value="">Todas</option>
            {(institutions.data ?? []).map((i) => (
              <option key={i.id} value={String(i.id)}>
                {i.name}
              </option>
            ))}
          </select>
        )}
      </FilterField>
    </div>
  );
}
