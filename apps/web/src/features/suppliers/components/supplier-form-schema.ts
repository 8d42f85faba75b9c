import {
  CreateSupplierInputSchema,
  UpdateSupplierInputSchema,
  type z,
  type Supplier,
} from '@taller/shared';
import { recordFormSchemas } from '../../../resource/record-form';
import { formTexts } from '../../../lib/use-zod-form';

export type SupplierFormValues = {
  name: string;
  taxId: string;
  contactName: string;
  phone: string;
  email: string;
  sells: string;
  paymentTerms: string;
  status: string;
};

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  taxId: '',
  contactName: '',
  phone: '',
  email: '',
  sells: '',
  paymentTerms: '',
  status: 'ACTIVE',
};

export const toSupplierFormValues = (s: Supplier): SupplierFormValues => ({
  name: s.name,
  ...formTexts(s, ['taxId', 'contactName', 'phone', 'email', 'sells', 'paymentTerms']),
  status: s.status,
});

const toInput = ({ status: _status, ...v }: SupplierFormValues) => v;

/** Validated by the server's own schemas; the edit form also sets the status. */
export const { create: CreateSupplierFormSchema, edit: EditSupplierFormSchema } = recordFormSchemas(
  toInput,
  CreateSupplierInputSchema,
  UpdateSupplierInputSchema,
);

export type SupplierFormOutput =
  z.output<typeof CreateSupplierInputSchema> | z.output<typeof UpdateSupplierInputSchema>;
