import { INSTITUTION_TYPE_LABELS, type InstitutionType } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const INSTITUTIONS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const INSTITUTION_LIST_TEXTS = recordListTexts('instituciones', { feminine: true });

/** Colegio, Universidad, Empresa, Otro; an unknown code as it is. */
export const institutionTypeLabel = (type: string) =>
  INSTITUTION_TYPE_LABELS[type as InstitutionType] ?? type;
