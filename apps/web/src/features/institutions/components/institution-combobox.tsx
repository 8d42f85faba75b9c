import { RecordCombobox, type RecordComboboxProps } from '../../../components/ui/record-combobox';
import { INSTITUTION_OPTIONS_SHOWN, useInstitutionOptions } from '../api/get-institution-options';

export type InstitutionComboboxProps = RecordComboboxProps;

/** Type to find an active institution (20 at a time), or pick the first option for none. */
export const InstitutionCombobox = (props: InstitutionComboboxProps) => (
  <RecordCombobox
    useOptions={useInstitutionOptions}
    shown={INSTITUTION_OPTIONS_SHOWN}
    noun="instituciones"
    {...props}
  />
);
