import { IMPORT_FIELDS, type ImportResource, type ImportRow } from '@taller/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { paginate } from '../../../lib/pagination';
import { IMPORT_TEXTS as T } from './import-texts';

const PAGE_SIZE = 20;

/** The rows of a preview (or the refused rows of an import), paged, each with its errors. */
export function ImportPreviewTable({
  resource,
  rows,
}: {
  resource: ImportResource;
  rows: readonly ImportRow[];
}) {
  const [page, setPage] = useState(1);
  const fields = IMPORT_FIELDS[resource];
  const slice = paginate(rows, page, PAGE_SIZE);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{T.emptyPreview}</p>;
  return (
    <div className="flex flex-col gap-2">
      {/* Scrolls sideways at phone widths: focusable so that a keyboard can scroll it (axe's
          scrollable-region-focusable), which the lint rule does not know of. */}
      <div
        className="overflow-x-auto rounded-md border border-slate-200"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={T.previewCaption}
      >
        <table className="min-w-full text-sm">
          <caption className="sr-only">{T.previewCaption}</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-2 py-1">
                {T.line}
              </th>
              {fields.map((field) => (
                <th key={field.key} scope="col" className="px-2 py-1 whitespace-nowrap">
                  {field.label}
                </th>
              ))}
              <th scope="col" className="px-2 py-1">
                {T.errors}
              </th>
            </tr>
          </thead>
          <tbody>
            {slice.items.map((row) => (
              <tr key={row.line} className="border-t border-slate-100 align-top">
                <td className="px-2 py-1 text-slate-700">{row.line}</td>
                {fields.map((field) => (
                  <td key={field.key} className="px-2 py-1 text-slate-900">
                    {row.values[field.key] ?? ''}
                  </td>
                ))}
                <td className="px-2 py-1">
                  {row.errors.length === 0 ? (
                    <span className="text-green-800">{T.noErrors}</span>
                  ) : (
                    <ul className="list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination {...slice} noun={T.rowsNoun} onPageChange={setPage} />
    </div>
  );
}
