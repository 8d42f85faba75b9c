import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidatePackage, packageApi } from './package-keys';

/** POST /api/package/restore/{id}: refused while one of its products is deleted. */
export const useRestorePackage = () =>
  useRecordMutation('restore', packageApi, { invalidate: invalidatePackage });
