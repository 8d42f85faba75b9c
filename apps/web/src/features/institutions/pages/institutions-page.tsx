import type { Institution } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage, type ManagementView } from '../../../components/ui/management-page';
import { PagedList } from '../../../components/ui/paged-list';
import { toQueryString, useListState } from '../../../lib/list-query';
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitutions } from '../api/get-institutions';
import { InstitutionDetailsModal } from '../components/institution-details';
import {
  EMPTY_INSTITUTION_FILTERS,
  InstitutionFilterBar,
} from '../components/institution-filter-bar';
import {
  CreateInstitutionModal,
  EditInstitutionModal,
} from '../components/institution-form-modals';
import { InstitutionTable, type InstitutionSortField } from '../components/institution-table';
import { INSTITUTION_LIST_TEXTS, INSTITUTIONS_PAGE_SIZE } from '../components/institution-texts';
import { InstitutionTrash } from '../components/institution-trash';

type Dialog =
  { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; institution: Institution } | null;

/** Gestión de Instituciones (issue 7), at /director/dashboard/institutions. */
export function InstitutionsPage() {
  const [view, setView] = useState<ManagementView>('list');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListState(
    EMPTY_INSTITUTION_FILTERS,
    { field: 'name' as InstitutionSortField, direction: 'asc' },
    INSTITUTIONS_PAGE_SIZE,
  );
  const query = useInstitutions(list.params);
  const remove = useDeleteInstitution();
  const close = () => setDialog(null);
  const pick = (kind: 'details' | 'edit' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.institution : null;
  const toDelete = pick('delete');
  const { q, type, status, sort } = list.params;

  return (
    <ManagementPage
      title="Gestión de Instituciones"
      noun="Instituciones"
      listLabel="Listado de instituciones"
      trashLabel="Papelera de instituciones"
      view={view}
      onViewChange={setView}
      actions={
        <>
          <ExportCsvButton
            path={`/institution/export.csv${toQueryString({ q, type, status, sort })}`}
            filePrefix="instituciones"
          />
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Agregar Institución
          </Button>
        </>
      }
      filters={
        <InstitutionFilterBar
          filters={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          hasFilters={list.hasFilters}
        />
      }
      list={
        <PagedList
          query={query}
          texts={INSTITUTION_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(institutions) => (
            <InstitutionTable
              institutions={institutions}
              sort={list.sort}
              onSort={list.sortBy}
              onView={(institution) => setDialog({ kind: 'details', institution })}
              onEdit={(institution) => setDialog({ kind: 'edit', institution })}
              onDelete={(institution) => setDialog({ kind: 'delete', institution })}
            />
          )}
        </PagedList>
      }
      trash={<InstitutionTrash />}
    >
      <CreateInstitutionModal
        isOpen={dialog?.kind === 'create'}
        onClose={close}
        onCreated={() => {
          setView('list');
          list.setPage(1);
        }}
      />
      <EditInstitutionModal institution={pick('edit')} onClose={close} />
      <InstitutionDetailsModal institution={pick('details')} onClose={close} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Eliminar Institución"
        message={
          toDelete
            ? `¿Está seguro de que desea eliminar la institución ${toDelete.name}? Podrá restaurarla desde la Papelera.`
            : ''
        }
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        isBusy={remove.isPending}
        onCancel={close}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: close })}
      />
    </ManagementPage>
  );
}
