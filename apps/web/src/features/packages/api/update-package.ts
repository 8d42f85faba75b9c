import type { Package, UpdatePackageInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidatePackageLists, packageKeys } from './package-keys';
import { PACKAGE_TOAST_IDS } from './package-toasts';

/** PUT /api/package/update: only the fields sent change; items replace the pack's. */
export const updatePackage = (input: UpdatePackageInput) =>
  api.put<Package>('/package/update', input);

export const useUpdatePackage = () =>
  useEnvelopeMutation({
    call: updatePackage,
    successToastId: (input) => PACKAGE_TOAST_IDS.updateSuccess(input.id),
    errorToastId: PACKAGE_TOAST_IDS.updateError,
    invalidate: (qc, input) => invalidatePackageLists(qc, packageKeys.detail(input.id)),
  });
