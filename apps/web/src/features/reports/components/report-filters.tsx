import { FILTER_CONTROL, FilterField, SelectFilter } from '../../../components/ui/filter-bar';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { useReportInstitutions } from '../api/get-report-institutions';
import { useReportLines } from '../api/get-report-lines';
import { REPORT_PERIODS, type ReportSelection } from './report-period';

/** 'Todas', then each of the records loaded. */
const allOr = (records?: readonly { id: number; name: string }[]) => [
  { value: '', label: 'Todas' },
  ...recordOptions(records),
];

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
      <SelectFilter
        label="Período"
        value={selection.period}
        options={REPORT_PERIODS}
        onChange={(value) => onChange({ period: value as ReportSelection['period'] })}
      />
      {(['from', 'to'] as const).map((end) => (
        <FilterField key={end} label={end === 'from' ? 'Desde' : 'Hasta'}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={FILTER_CONTROL}
              value={selection[end]}
              min={end === 'to' ? selection.from : undefined}
              max={end === 'from' ? selection.to : undefined}
              onChange={(e) =>
                e.target.value && onChange({ period: 'custom', [end]: e.target.value })
              }
            />
          )}
        </FilterField>
      ))}
      <SelectFilter
        label="Línea"
        value={selection.lineId}
        options={allOr(lines.data)}
        onChange={(lineId) => onChange({ lineId })}
      />
      <SelectFilter
        label="Institución"
        value={selection.institutionId}
        options={allOr(institutions.data)}
        onChange={(institutionId) => onChange({ institutionId })}
      />
    </div>
  );
}
