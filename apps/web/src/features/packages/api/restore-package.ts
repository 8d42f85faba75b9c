import type { Package } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidatePackageLists, packageKeys } from './package-keys';
import { PACKAGE_TOAST_IDS } from './package-toasts';

/** POST /api/package/restore/{id}: refused while one of its products is deleted. */
export const restorePackage = (pack: Pick<Package, 'id'>) =>
  api.post<Package>(`/package/restore/${pack.id}`);

export const useRestorePackage = () =>
  useEnvelopeMutation({
    call: restorePackage,
    successToastId: (pack) => PACKAGE_TOAST_IDS.restoreSuccess(pack.id),
    errorToastId: PACKAGE_TOAST_IDS.restoreError,
    invalidate: (qc, pack) => invalidatePackageLists(qc, packageKeys.detail(pack.id)),
  });
