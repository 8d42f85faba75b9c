import type { CreateSupplierInput, Supplier, UpdateSupplierInput } from '@taller/shared';
import { STATUS_SELECT } from '../../../components/ui/filter-bar';
import { RecordTable } from '../../../resource/record-table';
import { ResourcePage } from '../../../resource/resource-page';
import { useManagementState } from '../../../resource/management-state';
import { useCreateSupplier } from '../api/create-supplier';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSuppliers } from '../api/get-suppliers';
import { useUpdateSupplier } from '../api/update-supplier';
import { SupplierDetailsModal } from '../components/supplier-details';
import { SupplierForm } from '../components/supplier-form';
import {
  EMPTY_SUPPLIER_FORM,
  toSupplierFormValues,
  type SupplierFormOutput,
} from '../components/supplier-form-schema';
import { SUPPLIER_COLUMNS, type SupplierSortField } from '../components/supplier-table';
import { SUPPLIER_LIST_TEXTS, SUPPLIERS_PAGE_SIZE } from '../components/supplier-texts';
import { SupplierTrash } from '../components/supplier-trash';

const EMPTY_FILTERS = { search: '', status: '' };

/** 'Proveedores' (issue 39), at /director/dashboard/suppliers: any staff member. */
export function SuppliersPage() {
  const screen = useManagementState<Supplier, typeof EMPTY_FILTERS, SupplierSortField>(
    EMPTY_FILTERS,
    { pageSize: SUPPLIERS_PAGE_SIZE },
  );
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const remove = useDeleteSupplier();

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Proveedores', one: 'Proveedor', many: 'Proveedores' }}
      exportCsv={{ path: '/supplier/export.csv', filePrefix: 'proveedores' }}
      create={{ label: 'Agregar Proveedor', onClick: screen.dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por nombre, NIT, contacto o lo que vende...',
        selects: [STATUS_SELECT],
      }}
      useList={useSuppliers}
      texts={SUPPLIER_LIST_TEXTS}
      table={(suppliers, list) => (
        <RecordTable
          caption="Proveedores"
          columns={SUPPLIER_COLUMNS}
          rows={suppliers}
          list={list}
        />
      )}
      trash={<SupplierTrash />}
      forms={{
        titles: { create: 'Registrar Nuevo Proveedor', edit: 'Editar Proveedor' },
        size: '2xl',
        emptyValues: EMPTY_SUPPLIER_FORM,
        toValues: toSupplierFormValues,
        saveNew: (values: SupplierFormOutput) => create.mutateAsync(values as CreateSupplierInput),
        saveEdit: (supplier, values) =>
          update.mutateAsync({ ...values, id: supplier.id } as UpdateSupplierInput),
        form: (props) => <SupplierForm {...props} />,
      }}
      details={SupplierDetailsModal}
      remove={remove}
      deleteMessage={(supplier) =>
        `¿Está seguro de que desea eliminar el proveedor ${supplier.name}? Podrá restaurarlo desde la Papelera.`
      }
    />
  );
}
