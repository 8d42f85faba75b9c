import { EMPTY_LINE_FILTERS, type Line, type LineFilters } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage, type ManagementView } from '../../../components/ui/management-page';
import { DeleteLineDialog } from '../components/delete-line-dialog';
import { LineDetailsModal } from '../components/line-details';
import { LineFilterBar } from '../components/line-filter-bar';
import { CreateLineModal, EditLineModal } from '../components/line-form-modals';
import { LineList } from '../components/line-list';
import { LineTrash } from '../components/line-trash';

type Dialog = { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; line: Line } | null;

/** Gestión de Líneas (SPEC.md §2), at /director/dashboard/lines. */
export function LinesPage() {
  const [view, setView] = useState<ManagementView>('list');
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
    <ManagementPage
      title="Gestión de Líneas"
      noun="Líneas"
      listLabel="Listado de líneas"
      trashLabel="Papelera de líneas"
      view={view}
      onViewChange={setView}
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon />
          Agregar Línea
        </Button>
      }
      filters={
        <LineFilterBar
          filters={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(EMPTY_LINE_FILTERS)}
        />
      }
      list={
        <LineList
          filters={filters}
          page={page}
          onPageChange={setPage}
          onView={(line) => setDialog({ kind: 'details', line })}
          onEdit={(line) => setDialog({ kind: 'edit', line })}
          onDelete={(line) => setDialog({ kind: 'delete', line })}
        />
      }
      trash={<LineTrash />}
    >
      <CreateLineModal
        isOpen={dialog?.kind === 'create'}
        onClose={close}
        onCreated={() => {
          setView('list');
          setPage(1);
        }}
      />
      <EditLineModal line={lineFor('edit')} onClose={close} />
      <LineDetailsModal line={lineFor('details')} onClose={close} />
      <DeleteLineDialog line={lineFor('delete')} onClose={close} />
    </ManagementPage>
  );
}
