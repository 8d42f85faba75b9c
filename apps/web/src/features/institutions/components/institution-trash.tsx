import { PagedTrash } from '../../../components/ui/paged-trash';
import { useInstitutions } from '../api/get-institutions';
import { useRestoreInstitution } from '../api/restore-institution';
import { INSTITUTION_LIST_TEXTS, INSTITUTIONS_PAGE_SIZE } from './institution-texts';

export function InstitutionTrash() {
  return (
    <PagedTrash
      useList={useInstitutions}
      restore={useRestoreInstitution()}
      texts={INSTITUTION_LIST_TEXTS}
      caption="Instituciones eliminadas"
      pageSize={INSTITUTIONS_PAGE_SIZE}
    />
  );
}
