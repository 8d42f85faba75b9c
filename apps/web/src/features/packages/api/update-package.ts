import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidatePackage, packageApi } from './package-keys';

/** PUT /api/package/update: only the fields sent change; items replace the pack's. */
export const useUpdatePackage = () =>
  useRecordMutation('update', packageApi, { invalidate: invalidatePackage });
