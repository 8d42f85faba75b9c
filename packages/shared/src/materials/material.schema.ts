import { idListParam } from '../bulk/bulk-selection';
import {
  StatusSchema,
  idField,
  optionalFreeText,
  optionalName,
  requiredName,
  requiredText,
  updateInput,
} from '../forms/fields';
import { recordSchema } from '../http/audit-fields';
import { pageSchema, searchParam, trashListQueries } from '../http/list-query';
import { HEX_COLOR_PATTERN } from '../lines/line.schema';
import { SUPPLIER_MESSAGES } from '../suppliers/supplier-messages';
import { z } from '../zod';
import { MATERIAL_MESSAGES as M } from './material-messages';
import { quantityField } from './material-quantity';

/** Units offered by the form; another may be typed. */
export const MATERIAL_UNITS = ['metro', 'unidad', 'kg', 'rollo', 'cono', 'par', 'caja'] as const;
export const MATERIAL_CODE_MAX = 30;
export const MATERIAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;

export const MaterialCodeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, M.codeRequired)
  .max(MATERIAL_CODE_MAX, M.codeTooLong)
  .regex(MATERIAL_CODE_PATTERN, M.codePattern);

const ColorSchema = z
  .string({ error: M.colorInvalid })
  .trim()
  .refine((value) => value === '' || HEX_COLOR_PATTERN.test(value), M.colorInvalid)
  .transform((value) => (value === '' ? null : value.toUpperCase()))
  .nullish();

const required = {
  code: MaterialCodeSchema,
  name: requiredName('El nombre', M.nameRequired, 150),
  unit: requiredText('La unidad', M.unitRequired, 30),
};
const fields = {
  color: ColorSchema,
  /** The supplier record (issue 39); null unlinks it. */
  supplierId: idField(SUPPLIER_MESSAGES.idInvalid).nullish(),
  /**
   * Kept for callers that send a name (imports, older clients): it links the live supplier of that
   * name when there is one, else it stays as a text (decision 027). `supplierId` wins when both come.
   */
  supplier: optionalName('El proveedor', 150),
  /** How many units one purchase comes in (50 m a roll); null: any quantity. */
  purchaseUnit: quantityField('positive', M.purchaseUnitInvalid).nullish(),
  minStock: quantityField('zero').optional(),
  location: optionalFreeText('La ubicación', 100),
};

export const CreateMaterialInputSchema = z.object({ ...required, ...fields });
export type CreateMaterialInput = z.input<typeof CreateMaterialInputSchema>;
export type CreateMaterialData = z.output<typeof CreateMaterialInputSchema>;

/** Only the fields sent change; the stock never does (it is the ledger's sum). */
export const UpdateMaterialInputSchema = updateInput(required, fields);
export type UpdateMaterialInput = z.input<typeof UpdateMaterialInputSchema>;
export type UpdateMaterialData = z.output<typeof UpdateMaterialInputSchema>;

export const MaterialSchema = recordSchema({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  color: z.string().nullable(),
  /** The supplier's name (its record's, when linked). */
  supplier: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  purchaseUnit: z.number().nullable(),
  minStock: z.number(),
  location: z.string().nullable(),
  status: z.string(),
  /** The sum of the material's ledger. */
  stock: z.number(),
  /** Below its minimum stock. */
  isLowStock: z.boolean(),
  /** The stock's value at weighted average cost, and that average per unit (decision 026). */
  valueCents: z.number().int(),
  averageCostCents: z.number(),
});
export type Material = z.infer<typeof MaterialSchema>;

export const MATERIAL_SORT_FIELDS = ['code', 'name', 'stock', 'status', 'createdAt'] as const;

export const [MaterialListQuerySchema, MaterialExportQuerySchema] = trashListQueries(
  {
    status: StatusSchema.optional(),
    lowStock: z
      .enum(['true', 'false'], { error: M.lowStockInvalid })
      .optional()
      .transform((value) => value === 'true'),
    supplier: searchParam,
    /** Only these records: a list's selection (issue 38). */
    ids: idListParam,
  },
  MATERIAL_SORT_FIELDS,
  'code',
);
export type MaterialListQuery = z.output<typeof MaterialListQuerySchema>;
export type MaterialExportQuery = z.output<typeof MaterialExportQuerySchema>;
export const MaterialPageSchema = pageSchema(MaterialSchema);

/** What a movement, a bill of materials or a requirement shows of its material. */
export const MaterialRefSchema = MaterialSchema.pick({
  id: true,
  code: true,
  name: true,
  unit: true,
  color: true,
});
export type MaterialRef = z.infer<typeof MaterialRefSchema>;
