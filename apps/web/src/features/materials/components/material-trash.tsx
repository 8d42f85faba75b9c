import { RecordTrash } from '../../../resource/record-trash';
import { useMaterials, useRestoreMaterial } from '../api/material-records';
import { MATERIAL_LIST_TEXTS } from './material-texts';

export const MaterialTrash = () => (
  <RecordTrash useList={useMaterials} restore={useRestoreMaterial()} texts={MATERIAL_LIST_TEXTS} />
);
