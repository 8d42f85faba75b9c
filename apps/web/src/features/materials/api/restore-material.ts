import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateMaterials, materialApi } from './material-keys';

export const useRestoreMaterial = () =>
  useRecordMutation('restore', materialApi, { invalidate: invalidateMaterials });
