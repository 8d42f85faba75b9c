import type { CreateInstitutionInput, Institution, UpdateInstitutionInput } from '@taller/shared';
import { STATUS_SELECT } from '../../../components/ui/filter-bar';
import { RecordTable } from '../../../resource/record-table';
import { ResourcePage } from '../../../resource/resource-page';
import { useManagementState } from '../../../resource/management-state';
import { useCreateInstitution } from '../api/create-institution';
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitutions } from '../api/get-institutions';
import { useUpdateInstitution } from '../api/update-institution';
import { InstitutionDetailsModal } from '../components/institution-details';
import { InstitutionForm, TYPE_OPTIONS } from '../components/institution-form';
import {
  EMPTY_INSTITUTION_FORM,
  toInstitutionFormValues,
  type InstitutionFormOutput,
} from '../components/institution-form-schema';
import { INSTITUTION_COLUMNS, type InstitutionSortField } from '../components/institution-table';
import { INSTITUTION_LIST_TEXTS, INSTITUTIONS_PAGE_SIZE } from '../components/institution-texts';
import { InstitutionTrash } from '../components/institution-trash';
import { ImportButton } from '../../imports';

const EMPTY_FILTERS = { search: '', type: '', status: '' };

/** Gestión de Instituciones (issue 7), at /director/dashboard/institutions. */
export function InstitutionsPage() {
  const screen = useManagementState<Institution, typeof EMPTY_FILTERS, InstitutionSortField>(
    EMPTY_FILTERS,
    { pageSize: INSTITUTIONS_PAGE_SIZE },
  );
  const create = useCreateInstitution();
  const update = useUpdateInstitution();
  const remove = useDeleteInstitution();

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Gestión de Instituciones', one: 'Institución', many: 'Instituciones' }}
      exportCsv={{ path: '/institution/export.csv', filePrefix: 'instituciones' }}
      actions={<ImportButton resource="institution" />}
      create={{ label: 'Agregar Institución', onClick: screen.dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por nombre, ciudad o contacto...',
        selects: [
          {
            field: 'type',
            label: 'Tipo',
            options: [{ value: '', label: 'Todos' }, ...TYPE_OPTIONS],
          },
          STATUS_SELECT,
        ],
      }}
      useList={useInstitutions}
      texts={INSTITUTION_LIST_TEXTS}
      table={(institutions, list) => (
        <RecordTable
          caption="Instituciones"
          columns={INSTITUTION_COLUMNS}
          rows={institutions}
          list={list}
        />
      )}
      trash={<InstitutionTrash />}
      forms={{
        titles: { create: 'Registrar Nueva Institución', edit: 'Editar Institución' },
        size: '2xl',
        emptyValues: EMPTY_INSTITUTION_FORM,
        toValues: toInstitutionFormValues,
        saveNew: (values: InstitutionFormOutput) =>
          create.mutateAsync(values as CreateInstitutionInput),
        saveEdit: (institution, values) =>
          update.mutateAsync({ ...values, id: institution.id } as UpdateInstitutionInput),
        form: (props) => <InstitutionForm {...props} />,
      }}
      details={InstitutionDetailsModal}
      remove={remove}
      deleteMessage={(institution) =>
        `¿Está seguro de que desea eliminar la institución ${institution.name}? Podrá restaurarla desde la Papelera.`
      }
    />
  );
}
