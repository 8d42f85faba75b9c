import type { Institution } from '@taller/shared';
import { ResourcePage } from '../../../components/ui/resource-page';
import { useManagementState } from '../../../lib/management-state';
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

/** Gestión de Instituciones (issue 7), at /director/dashboard/institutions. */
export function InstitutionsPage() {
  const screen = useManagementState<
    Institution,
    typeof EMPTY_INSTITUTION_FILTERS,
    InstitutionSortField
  >(EMPTY_INSTITUTION_FILTERS, { pageSize: INSTITUTIONS_PAGE_SIZE });
  const { list, dialog } = screen;
  const remove = useDeleteInstitution();

  return (
    <ResourcePage
      screen={screen}
      title="Gestión de Instituciones"
      noun="Instituciones"
      listLabel="Listado de instituciones"
      trashLabel="Papelera de instituciones"
      exportCsv={{ path: '/institution/export.csv', filePrefix: 'instituciones' }}
      create={{ label: 'Agregar Institución', onClick: dialog.create }}
      filterBar={InstitutionFilterBar}
      useList={useInstitutions}
      texts={INSTITUTION_LIST_TEXTS}
      table={(institutions) => (
        <InstitutionTable
          institutions={institutions}
          sort={list.sort}
          onSort={list.sortBy}
          {...dialog.rowActions}
        />
      )}
      trash={<InstitutionTrash />}
      remove={remove}
      deleteTitle="Eliminar Institución"
      deleteMessage={(institution) =>
        `¿Está seguro de que desea eliminar la institución ${institution.name}? Podrá restaurarla desde la Papelera.`
      }
    >
      <CreateInstitutionModal {...screen.createModal} />
      <EditInstitutionModal institution={dialog.record('edit')} onClose={dialog.close} />
      <InstitutionDetailsModal record={dialog.record('details')} onClose={dialog.close} />
    </ResourcePage>
  );
}
