import { RecordTrash } from '../../../resource/record-trash';
import { useInstitutions } from '../api/get-institutions';
import { useRestoreInstitution } from '../api/restore-institution';
import { INSTITUTION_LIST_TEXTS } from './institution-texts';

export const InstitutionTrash = () => (
  <RecordTrash
    useList={useInstitutions}
    restore={useRestoreInstitution()}
    texts={INSTITUTION_LIST_TEXTS}
  />
);
