import type { Package } from '@taller/shared';
import { useNavigate } from 'react-router';
import { STATUS_SELECT } from '../../../components/ui/filter-bar';
import { RecordTable } from '../../../resource/record-table';
import { ResourcePage } from '../../../resource/resource-page';
import { useManagementState } from '../../../resource/management-state';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/get-packages';
import { PackageDetailsModal } from '../components/package-details';
import { PACKAGE_COLUMNS, type PackageSortField } from '../components/package-table';
import { PACKAGE_LIST_TEXTS, PACKAGES_PAGE_SIZE, PACKAGES_PATH } from '../components/package-texts';
import { PackageTrash } from '../components/package-trash';

const EMPTY_FILTERS = { search: '', status: '' };

/** Gestión de Paquetes (issue 17): create and edit are pages of their own. */
export function PackagesPage() {
  const navigate = useNavigate();
  const screen = useManagementState<Package, typeof EMPTY_FILTERS, PackageSortField>(
    EMPTY_FILTERS,
    { pageSize: PACKAGES_PAGE_SIZE },
  );
  const remove = useDeletePackage();

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Gestión de Paquetes', one: 'Paquete', many: 'Paquetes' }}
      exportCsv={{ path: '/package/export.csv', filePrefix: 'paquetes' }}
      create={{ label: 'Nuevo Paquete', onClick: () => void navigate(`${PACKAGES_PATH}/create`) }}
      filterBar={{
        searchPlaceholder: 'Buscar por código o nombre...',
        selects: [STATUS_SELECT],
      }}
      useList={usePackages}
      texts={PACKAGE_LIST_TEXTS}
      table={(packages, list) => (
        <RecordTable
          caption="Paquetes"
          columns={PACKAGE_COLUMNS}
          rows={packages}
          list={{ ...list, onEdit: (pack) => void navigate(`${PACKAGES_PATH}/${pack.id}/edit`) }}
        />
      )}
      trash={<PackageTrash />}
      details={PackageDetailsModal}
      remove={remove}
      deleteMessage={(pack) =>
        `¿Está seguro de que desea eliminar el paquete ${pack.name}? Podrá restaurarlo desde la Papelera.`
      }
    />
  );
}
