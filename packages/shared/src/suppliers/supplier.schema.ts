import {
  StatusSchema,
  optionalDocumentField,
  optionalEmail,
  optionalFreeText,
  optionalName,
  optionalPhone,
  requiredName,
  updateInput,
} from '../forms/fields';
import { recordSchema } from '../http/audit-fields';
import { pageSchema, trashListQueries } from '../http/list-query';
import { z } from '../zod';
import { SUPPLIER_MESSAGES as M } from './supplier-messages';

/** 'Proveedores' (issue 39): who the workshop buys its materials from. */
const required = { name: requiredName('El nombre', M.nameRequired, 150) };
const fields = {
  taxId: optionalDocumentField('El NIT', M.taxIdInvalid),
  contactName: optionalName('El nombre de contacto', 100),
  phone: optionalPhone,
  email: optionalEmail,
  /** What they sell ('Telas de algodón, hilos'). */
  sells: optionalFreeText('Lo que vende', 300),
  /** 'Contado', '30 días'… */
  paymentTerms: optionalFreeText('Las condiciones de pago', 150),
};

export const CreateSupplierInputSchema = z.object({ ...required, ...fields });
export type CreateSupplierInput = z.input<typeof CreateSupplierInputSchema>;
export type CreateSupplierData = z.output<typeof CreateSupplierInputSchema>;

/** Only the fields sent change. */
export const UpdateSupplierInputSchema = updateInput(required, fields);
export type UpdateSupplierInput = z.input<typeof UpdateSupplierInputSchema>;
export type UpdateSupplierData = z.output<typeof UpdateSupplierInputSchema>;

export const SupplierSchema = recordSchema({
  name: z.string(),
  taxId: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sells: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  status: z.string(),
  /** Live materials bought from it. */
  materialCount: z.number().int(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SUPPLIER_SORT_FIELDS = ['name', 'status', 'createdAt'] as const;

export const [SupplierListQuerySchema, SupplierExportQuerySchema] = trashListQueries(
  { status: StatusSchema.optional() },
  SUPPLIER_SORT_FIELDS,
  'name',
);
export type SupplierListQuery = z.output<typeof SupplierListQuerySchema>;
export type SupplierExportQuery = z.output<typeof SupplierExportQuerySchema>;

export const SupplierPageSchema = pageSchema(SupplierSchema);

/** What a material or a purchase order shows of its supplier. */
export const SupplierRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type SupplierRef = z.infer<typeof SupplierRefSchema>;
