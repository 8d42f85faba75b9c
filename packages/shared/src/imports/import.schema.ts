import { codeSet } from '../forms/code-labels';
import { idParam } from '../forms/fields';
import { z } from '../zod';
import { IMPORT_MESSAGES as M } from './import-messages';

/** What can be imported (issue 38): the path's `{resource}`, with its Spanish name. */
export const [IMPORT_RESOURCE_LABELS, IMPORT_RESOURCES] = codeSet({
  client: 'Clientes',
  institution: 'Instituciones',
  product: 'Productos',
  material: 'Materiales',
});
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** The most data rows one import reads (the header aside). */
export const IMPORT_ROWS_MAX = 10_000;
/** The largest file one import takes, in bytes. */
export const IMPORT_BYTES_MAX = 5 * 1024 * 1024;
/** The most an XLSX's entries may add up to once unzipped (a zip bomb is refused before). */
export const IMPORT_XLSX_UNZIPPED_MAX = 100 * 1024 * 1024;
/** The longest cell read; a longer one is cut (the field's own rule then refuses it). */
export const IMPORT_CELL_MAX = 2000;

/** A column of an import: the field it fills, its Spanish label, and headers that mean it. */
export type ImportField = {
  key: string;
  label: string;
  required: boolean;
  /** Header texts (lower case, no accents) recognised as this field. */
  aliases: readonly string[];
};

const field = (key: string, label: string, required: boolean, ...aliases: string[]) => ({
  key,
  label,
  required,
  aliases,
});

/** The columns each resource takes, in the order the mapping screen shows them. */
export const IMPORT_FIELDS: Record<ImportResource, readonly ImportField[]> = {
  client: [
    field(
      'name',
      'Nombre',
      true,
      'nombre',
      'nombres',
      'nombre completo',
      'cliente',
      'razon social',
    ),
    field('documentNumber', 'Documento', true, 'documento', 'ci', 'nit', 'carnet', 'nro documento'),
    field('email', 'Correo', false, 'correo', 'email', 'e-mail', 'correo electronico'),
    field('phone', 'Teléfono', false, 'telefono', 'celular', 'movil', 'whatsapp'),
    field('city', 'Ciudad', false, 'ciudad'),
    field('address', 'Dirección', false, 'direccion', 'domicilio'),
    field('notes', 'Notas', false, 'notas', 'observaciones', 'nota'),
  ],
  institution: [
    field('name', 'Nombre', true, 'nombre', 'institucion', 'colegio'),
    field('type', 'Tipo', true, 'tipo'),
    field('city', 'Ciudad', false, 'ciudad'),
    field('address', 'Dirección', false, 'direccion'),
    field('contactName', 'Contacto', false, 'contacto', 'nombre de contacto'),
    field('contactPhone', 'Teléfono de contacto', false, 'telefono', 'telefono de contacto'),
    field('email', 'Correo', false, 'correo', 'email', 'e-mail'),
  ],
  product: [
    field('code', 'Código', true, 'codigo', 'cod', 'sku'),
    field('name', 'Nombre', true, 'nombre', 'producto'),
    field('kind', 'Tipo', true, 'tipo'),
    field('price', 'Precio', true, 'precio', 'precio unitario'),
    field('unit', 'Unidad', false, 'unidad'),
    field('sizeChart', 'Tabla de tallas', false, 'tabla de tallas', 'tallas', 'tabla'),
  ],
  material: [
    field('code', 'Código', true, 'codigo', 'cod'),
    field('name', 'Nombre', true, 'nombre', 'material'),
    field('unit', 'Unidad', true, 'unidad'),
    field('color', 'Color', false, 'color'),
    field('supplier', 'Proveedor', false, 'proveedor'),
    field('minStock', 'Stock mínimo', false, 'stock minimo', 'minimo'),
    field('location', 'Ubicación', false, 'ubicacion'),
    field(
      'openingStock',
      'Stock inicial',
      false,
      'stock inicial',
      'stock',
      'existencia',
      'cantidad',
    ),
    field(
      'openingUnitCost',
      'Costo unitario',
      false,
      'costo unitario',
      'costo',
      'precio de compra',
    ),
  ],
};

/** field key → the header of the file it is read from (a field left out is not read). */
export const ImportMappingSchema = z.record(z.string().max(50), z.string().max(200).nullable(), {
  error: M.mappingInvalid,
});
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const ImportResourceParamsSchema = z.object({
  resource: z.enum(IMPORT_RESOURCES, { error: 'El recurso no se puede importar' }),
});
export const ImportIdParamsSchema = z.object({ importId: idParam('La importación no es válida') });

/** The form's text field beside the file: the mapping as JSON (optional). */
export const ImportFormFieldsSchema = z.object({ mapping: z.string().optional() });

/** A row of the file: its line (the header is line 1), its values by field and its errors. */
export const ImportRowSchema = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportPreviewSchema = z.object({
  resource: z.enum(IMPORT_RESOURCES),
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  rows: z.array(ImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  /** null when no row could be imported (nothing was written). */
  importId: z.number().int().nullable(),
  created: z.number().int(),
  refused: z.array(ImportRowSchema),
  /** The refused rows as a CSV (';', UTF-8 with BOM) with an 'Errores' column; null when none. */
  refusedCsv: z.string().nullable(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ImportUndoResultSchema = z.object({
  importId: z.number().int(),
  removed: z.number().int(),
});
export type ImportUndoResult = z.infer<typeof ImportUndoResultSchema>;
