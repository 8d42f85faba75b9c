import {
  CreateInstitutionInputSchema,
  UpdateInstitutionInputSchema,
  type z,
  type Institution,
} from '@taller/shared';
import { recordFormSchemas } from '../../../resource/record-form';
import { formTexts } from '../../../lib/use-zod-form';

export type InstitutionFormValues = {
  name: string;
  type: string;
  city: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  status: string;
};

export const EMPTY_INSTITUTION_FORM: InstitutionFormValues = {
  name: '',
  type: '',
  city: '',
  address: '',
  contactName: '',
  contactPhone: '',
  email: '',
  status: 'ACTIVE',
};

export const toInstitutionFormValues = (i: Institution): InstitutionFormValues => ({
  name: i.name,
  type: i.type,
  ...formTexts(i, ['city', 'address', 'contactName', 'contactPhone', 'email']),
  status: i.status,
});

// An unchosen type is a missing one ('El tipo es requerido').
const withoutBlankType = ({ status: _status, ...v }: InstitutionFormValues) => ({
  ...v,
  type: v.type || undefined,
});

/**
 * Validated by the server's own schemas (SPEC.md §5 generic text rule included); the edit form
 * also sets the status.
 */
export const { create: CreateInstitutionFormSchema, edit: EditInstitutionFormSchema } =
  recordFormSchemas(withoutBlankType, CreateInstitutionInputSchema, UpdateInstitutionInputSchema);

export type InstitutionFormOutput =
  z.output<typeof CreateInstitutionInputSchema> | z.output<typeof UpdateInstitutionInputSchema>;
