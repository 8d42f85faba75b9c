import { RecordTrash } from '../../../resource/record-trash';
import { MATERIAL_BULK } from '../api/bulk-materials';
import { useMaterials } from '../api/get-materials';
import { useRestoreMaterial } from '../api/restore-material';
import { MATERIAL_LIST_TEXTS } from './material-texts';

export const MaterialTrash = () => (
  <RecordTrash
    useList={useMaterials}
    restore={useRestoreMaterial()}
    texts={MATERIAL_LIST_TEXTS}
    bulk={MATERIAL_BULK}
  />
);
