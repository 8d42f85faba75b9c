import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateMaterials, materialApi } from './material-keys';

export const useCreateMaterial = () =>
  useRecordMutation('create', materialApi, { invalidate: invalidateMaterials });
