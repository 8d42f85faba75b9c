import { useId } from 'react';
import { FILTER_CONTROL, FILTER_FIELD } from '../../../components/ui/filter-bar';

/** A 'desde' or 'hasta' date of a list's filters. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={FILTER_FIELD}>
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={FILTER_CONTROL}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
