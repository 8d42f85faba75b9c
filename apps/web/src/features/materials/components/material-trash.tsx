import { PagedTrash } from '../../../components/ui/paged-trash';
import { useMaterials, useRestoreMaterial } from '../api/material-records';
import { MATERIAL_LIST_TEXTS, MATERIALS_PAGE_SIZE } from './material-texts';

export function MaterialTrash() {
  return (
    <PagedTrash
      useList={useMaterials}
      restore={useRestoreMaterial()}
      texts={MATERIAL_LIST_TEXTS}
      caption="Materiales eliminados"
      pageSize={MATERIALS_PAGE_SIZE}
    />
  );
}
