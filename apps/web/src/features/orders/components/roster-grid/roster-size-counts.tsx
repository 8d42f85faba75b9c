import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import type { PersonDraft } from '../order-draft';
import { countSizes, type RosterSizeColumn } from './roster-columns';

/** Above the grid, beside its search: how many people wear each size, per size column ('Sin talla' last). */
export function RosterSizeCounts({
  columns,
  people,
}: {
  columns: readonly RosterSizeColumn[];
  people: readonly PersonDraft[];
}) {
  return (
    <aside aria-label={M.countsTitle} className="flex flex-col gap-1.5 text-sm">
      {columns.map((column) => (
        <section
          key={column.id}
          aria-label={M.countsOf(column.label)}
          className="flex flex-wrap items-center gap-1.5"
        >
          <h5 className="text-xs font-semibold text-slate-600 uppercase">
            {columns.length > 1 ? column.label : M.countsTitle}
          </h5>
          <dl className="flex flex-wrap gap-1.5">
            {countSizes(column, people).map(({ size, count }) => (
              <div
                key={size}
                className={`flex items-center justify-between gap-2 rounded border px-2 py-0.5 ${
                  size === M.noSize ? 'border-amber-300 bg-amber-50' : 'border-slate-200'
                }`}
              >
                <dt className="text-slate-700">{size}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </aside>
  );
}
