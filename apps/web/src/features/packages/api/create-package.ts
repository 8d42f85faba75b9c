import type { CreatePackageInput, Package } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidatePackageLists } from './package-keys';
import { PACKAGE_TOAST_IDS } from './package-toasts';

/** POST /api/package/create. */
export const createPackage = (input: CreatePackageInput) =>
  api.post<Package>('/package/create', input);

export const useCreatePackage = () =>
  useEnvelopeMutation({
    call: createPackage,
    successToastId: (_input, pack) => PACKAGE_TOAST_IDS.createSuccess(pack.id),
    errorToastId: PACKAGE_TOAST_IDS.createError,
    invalidate: (qc) => invalidatePackageLists(qc),
  });
