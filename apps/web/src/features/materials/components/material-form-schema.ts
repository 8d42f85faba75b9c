import {
  CreateMaterialInputSchema,
  UpdateMaterialInputSchema,
  parseQuantity,
  quantityToText,
  type z,
  type Material,
} from '@taller/shared';
import { recordFormSchemas } from '../../../resource/record-form';
import { formTexts } from '../../../lib/use-zod-form';

export type MaterialFormValues = {
  code: string;
  name: string;
  unit: string;
  color: string;
  supplier: string;
  minStock: string;
  location: string;
  status: string;
};

export const EMPTY_MATERIAL_FORM: MaterialFormValues = {
  code: '',
  name: '',
  unit: 'metro',
  color: '',
  supplier: '',
  minStock: '0',
  location: '',
  status: 'ACTIVE',
};

export const toMaterialFormValues = (m: Material): MaterialFormValues => ({
  code: m.code,
  name: m.name,
  unit: m.unit,
  ...formTexts(m, ['color', 'supplier', 'location']),
  minStock: quantityToText(m.minStock),
  status: m.status,
});

/**
 * A quantity box's text as the schema's number: blank is 0 (no minimum), anything unreadable
 * a value the schema refuses with its own message.
 */
export const quantityFromText = (text: string, blank: number | undefined = 0) =>
  text.trim() === '' ? blank : (parseQuantity(text) ?? Number.NaN);

const toInput = ({ status: _status, ...v }: MaterialFormValues) => ({
  ...v,
  // A colour box holding only '#' is no colour.
  color: v.color === '#' ? '' : v.color,
  minStock: quantityFromText(v.minStock),
});

export const { create: CreateMaterialFormSchema, edit: EditMaterialFormSchema } = recordFormSchemas(
  toInput,
  CreateMaterialInputSchema,
  UpdateMaterialInputSchema,
);

export type MaterialFormOutput =
  z.output<typeof CreateMaterialInputSchema> | z.output<typeof UpdateMaterialInputSchema>;
