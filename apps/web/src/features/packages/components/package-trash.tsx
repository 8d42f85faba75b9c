import { PagedTrash } from '../../../components/ui/paged-trash';
import { usePackages } from '../api/get-packages';
import { useRestorePackage } from '../api/restore-package';
import { PACKAGE_LIST_TEXTS, PACKAGES_PAGE_SIZE } from './package-texts';

export function PackageTrash() {
  return (
    <PagedTrash
      useList={usePackages}
      restore={useRestorePackage()}
      texts={PACKAGE_LIST_TEXTS}
      caption="Paquetes eliminados"
      pageSize={PACKAGES_PAGE_SIZE}
    />
  );
}
