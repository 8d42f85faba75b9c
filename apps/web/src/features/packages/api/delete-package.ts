import type { Package } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidatePackageLists, packageKeys } from './package-keys';
import { PACKAGE_TOAST_IDS } from './package-toasts';

/** DELETE /api/package/delete/{id}. */
export const deletePackage = (pack: Pick<Package, 'id'>) =>
  api.delete<Package>(`/package/delete/${pack.id}`);

export const useDeletePackage = () =>
  useEnvelopeMutation({
    call: deletePackage,
    successToastId: (pack) => PACKAGE_TOAST_IDS.deleteSuccess(pack.id),
    errorToastId: PACKAGE_TOAST_IDS.deleteError,
    invalidate: (qc, pack) => invalidatePackageLists(qc, packageKeys.detail(pack.id)),
  });
