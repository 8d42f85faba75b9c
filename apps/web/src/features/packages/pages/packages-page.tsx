import type { Package } from '@taller/shared';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage } from '../../../components/ui/management-page';
import { PagedList } from '../../../components/ui/paged-list';
import { toQueryString } from '../../../lib/list-query';
import { useManagementState } from '../../../lib/management-state';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/get-packages';
import { PackageDetailsModal } from '../components/package-details';
import { EMPTY_PACKAGE_FILTERS, PackageFilterBar } from '../components/package-filter-bar';
import { PackageTable, type PackageSortField } from '../components/package-table';
import { PACKAGE_LIST_TEXTS, PACKAGES_PAGE_SIZE, PACKAGES_PATH } from '../components/package-texts';
import { PackageTrash } from '../components/package-trash';

/** Gestión de Paquetes (issue 17): create and edit are pages of their own. */
export function PackagesPage() {
  const navigate = useNavigate();
  const screen = useManagementState<Package, typeof EMPTY_PACKAGE_FILTERS, PackageSortField>(
    EMPTY_PACKAGE_FILTERS,
    { pageSize: PACKAGES_PAGE_SIZE },
  );
  const { list, dialog } = screen;
  const query = usePackages(list.params);
  const remove = useDeletePackage();
  const { q, status, sort } = list.params;

  return (
    <ManagementPage
      title="Gestión de Paquetes"
      noun="Paquetes"
      listLabel="Listado de paquetes"
      trashLabel="Papelera de paquetes"
      {...screen.views}
      actions={
        <>
          <ExportCsvButton
            path={`/package/export.csv${toQueryString({ q, status, sort })}`}
            filePrefix="paquetes"
          />
          <Button onClick={() => void navigate(`${PACKAGES_PATH}/create`)}>
            <PlusIcon />
            Nuevo Paquete
          </Button>
        </>
      }
      filters={<PackageFilterBar {...screen.filterBar} />}
      list={
        <PagedList query={query} texts={PACKAGE_LIST_TEXTS} {...screen.pagedList}>
          {(packages) => (
            <PackageTable
              packages={packages}
              sort={list.sort}
              onSort={list.sortBy}
              onView={dialog.open('details')}
              onEdit={(pack) => void navigate(`${PACKAGES_PATH}/${pack.id}/edit`)}
              onDelete={dialog.open('delete')}
            />
          )}
        </PagedList>
      }
      trash={<PackageTrash />}
    >
      <PackageDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <DeleteDialog
        {...screen.deleteDialog}
        title="Eliminar Paquete"
        message={(pack) =>
          `¿Está seguro de que desea eliminar el paquete ${pack.name}? Podrá restaurarlo desde la Papelera.`
        }
        remove={remove}
      />
    </ManagementPage>
  );
}
