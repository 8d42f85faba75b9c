import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidatePackageLists, packageApi } from './package-keys';

/** POST /api/package/create. */
export const useCreatePackage = () =>
  useRecordMutation('create', packageApi, { invalidate: (qc) => invalidatePackageLists(qc) });
