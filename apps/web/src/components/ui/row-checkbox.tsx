/** Row checkboxes of a list with bulk actions (DataTable's and CardList's `selection`). */
/** Row checkboxes (bulk actions): which rows are ticked, and how each is named to a screen reader. */
export type RowSelection<T> = {
  isSelected: (row: T) => boolean;
  onToggle: (row: T) => void;
  /** The header checkbox: ticks or unticks every row of the page. */
  page: { label: string; state: 'all' | 'some' | 'none'; onToggle: () => void };
  rowLabel: (row: T) => string;
};

const CHECKBOX =
  'h-5 w-5 rounded border-slate-400 text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600';

/** A row's checkbox, named after the row ('Seleccionar PED-2026-00001'). */
export function RowCheckbox<T>({ row, selection }: { row: T; selection: RowSelection<T> }) {
  return (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={selection.rowLabel(row)}
      checked={selection.isSelected(row)}
      onChange={() => selection.onToggle(row)}
    />
  );
}

/** 'Seleccionar esta página': ticked when every row is, mixed when some are. */
export function PageCheckbox({
  page,
  withText = false,
}: {
  page: RowSelection<unknown>['page'];
  withText?: boolean;
}) {
  const box = (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={withText ? undefined : page.label}
      checked={page.state === 'all'}
      ref={(input) => {
        if (input) input.indeterminate = page.state === 'some';
      }}
      onChange={page.onToggle}
    />
  );
  if (!withText) return box;
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      {box}
      {page.label}
    </label>
  );
}
