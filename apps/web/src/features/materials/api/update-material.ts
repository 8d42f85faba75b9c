import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateMaterials, materialApi } from './material-keys';

export const useUpdateMaterial = () =>
  useRecordMutation('update', materialApi, { invalidate: invalidateMaterials });
