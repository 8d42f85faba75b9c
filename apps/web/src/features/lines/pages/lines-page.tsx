import { EMPTY_LINE_FILTERS, type Line, type LineFilters } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { DeleteLineDialog } from '../components/delete-line-dialog';
import { LineDetailsModal } from '../components/line-details';
import { LineFilterBar } from '../components/line-filter-bar';
import { CreateLineModal, EditLineModal } from '../components/line-form-modals';
import { LineList } from '../components/line-list';
import { LineTrash } from '../components/line-trash';

type View = 'lines' | 'trash';
type Dialog = { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; line: Line } | null;

const VIEWS = [
  { value: 'lines', label: 'Líneas' },
  { value: 'trash', label: 'Papelera' },
] as const;

/** Gestión de Líneas (SPEC.md §2), at /director/dashboard/lines. */
export function LinesPage() {
  const [view, setView] = useState<View>('lines');
  const [filters, setFilters] = useState<LineFilters>(EMPTY_LINE_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const lineFor = (kind: 'details' | 'edit' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.line : null;

  const changeFilters = (next: LineFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Gestión de Líneas</h1>
        <div className="flex flex-wrap items-center gap-3">
          <ViewSwitch label="Vista" value={view} options={VIEWS} onChange={setView} />
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Agregar Línea
          </Button>
        </div>
      </header>

      {view === 'lines' ? (
        <>
          <LineFilterBar
            filters={filters}
            onChange={changeFilters}
            onClear={() => changeFilters(EMPTY_LINE_FILTERS)}
          />
          <section
            aria-label="Listado de líneas"
            className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <LineList
              filters={filters}
              page={page}
              onPageChange={setPage}
              onView={(line) => setDialog({ kind: 'details', line })}
              onEdit={(line) => setDialog({ kind: 'edit', line })}
              onDelete={(line) => setDialog({ kind: 'delete', line })}
            />
          </section>
        </>
      ) : (
        <section
          aria-label="Papelera de líneas"
          className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <LineTrash />
        </section>
      )}

      <CreateLineModal
        isOpen={dialog?.kind === 'create'}
        onClose={close}
        onCreated={() => {
          setView('lines');
          setPage(1);
        }}
      />
      <EditLineModal line={lineFor('edit')} onClose={close} />
      <LineDetailsModal line={lineFor('details')} onClose={close} />
      <DeleteLineDialog line={lineFor('delete')} onClose={close} />
    </div>
  );
}
