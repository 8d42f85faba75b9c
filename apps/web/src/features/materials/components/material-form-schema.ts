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
  /** The supplier record's id as text ('' none); `supplier` keeps a name not linked to one. */
  supplierId: string;
  supplier: string;
  purchaseUnit: string;
  minStock: string;
  location: string;
  status: string;
};

export const EMPTY_MATERIAL_FORM: MaterialFormValues = {
  code: '',
  name: '',
  unit: 'metro',
  color: '',
  supplierId: '',
  supplier: '',
  purchaseUnit: '',
  minStock: '0',
  location: '',
  status: 'ACTIVE',
};

export const toMaterialFormValues = (m: Material): MaterialFormValues => ({
  code: m.code,
  name: m.name,
  unit: m.unit,
  ...formTexts(m, ['color', 'supplier', 'location']),
  supplierId: m.supplierId ? String(m.supplierId) : '',
  purchaseUnit: m.purchaseUnit === null ? '' : quantityToText(m.purchaseUnit),
  minStock: quantityToText(m.minStock),
  status: m.status,
});

/**
 * A quantity box's text as the schema's number: blank is 0 (no minimum), anything unreadable
 * a value the schema refuses with its own message.
 */
export const quantityFromText = (text: string, blank: number | undefined = 0) =>
  text.trim() === '' ? blank : (parseQuantity(text) ?? Number.NaN);

// A supplier chosen goes by id; a name kept from before (no record) stays as it is; else none.
const supplierOf = (v: MaterialFormValues) =>
  v.supplierId
    ? { supplierId: Number(v.supplierId) }
    : v.supplier
      ? { supplier: v.supplier }
      : { supplierId: null };

const toInput = ({
  status: _status,
  supplierId: _id,
  supplier: _name,
  ...v
}: MaterialFormValues) => ({
  ...v,
  // A colour box holding only '#' is no colour.
  color: v.color === '#' ? '' : v.color,
  minStock: quantityFromText(v.minStock),
  // Blank: any quantity.
  purchaseUnit: v.purchaseUnit.trim() === '' ? null : quantityFromText(v.purchaseUnit),
});

const toMaterialInput = (v: MaterialFormValues) => ({ ...toInput(v), ...supplierOf(v) });

export const { create: CreateMaterialFormSchema, edit: EditMaterialFormSchema } = recordFormSchemas(
  toMaterialInput,
  CreateMaterialInputSchema,
  UpdateMaterialInputSchema,
);

export type MaterialFormOutput =
  z.output<typeof CreateMaterialInputSchema> | z.output<typeof UpdateMaterialInputSchema>;
