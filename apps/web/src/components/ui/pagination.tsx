import { pageRangeText } from '../../lib/pagination';
import { Button } from './button';

export type PaginationProps = {
  page: number;
  totalPages: number;
  from: number;
  to: number;
  total: number;
  /** Plural noun for the range text: 'líneas', 'modelos'… */
  noun: string;
  onPageChange: (page: number) => void;
};

/**
 * 'Mostrando X a Y de Z {noun}' with Anterior / Siguiente; nothing at all when everything fits
 * on one page (SPEC.md §2). Feed it `paginate()` from lib/pagination.
 */
export function Pagination({
  page,
  totalPages,
  from,
  to,
  total,
  noun,
  onPageChange,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Paginación"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {pageRangeText(from, to, total, noun)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          Anterior
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
        >
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
