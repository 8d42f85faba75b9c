import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidatePackage, packageApi } from './package-keys';

/** DELETE /api/package/delete/{id}. */
export const useDeletePackage = () =>
  useRecordMutation('delete', packageApi, { invalidate: invalidatePackage });
