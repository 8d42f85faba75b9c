import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateMaterials, materialApi } from './material-keys';

export const useDeleteMaterial = () =>
  useRecordMutation('delete', materialApi, { invalidate: invalidateMaterials });
