import type { Institution } from '@taller/shared';
import { useActiveOptions } from '../../../api/query';
import { institutionKeys } from './institution-keys';

/** How many matches a picker lists at once: typing narrows them down. */
export const INSTITUTION_OPTIONS_SHOWN = 20;

export type InstitutionOption = Pick<Institution, 'id' | 'name'>;

/** The active institutions whose name, document or city matches `search`, by name. */
export const useInstitutionOptions = (search: string) =>
  useActiveOptions(
    institutionKeys.options,
    '/institution',
    search,
    INSTITUTION_OPTIONS_SHOWN,
    ({ id, name }): InstitutionOption => ({ id, name }),
  );
