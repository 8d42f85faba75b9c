import { CreateClientInputSchema, type CreateClientData } from '../clients/client.schema';
import {
  CreateInstitutionInputSchema,
  INSTITUTION_TYPE_LABELS,
  type CreateInstitutionData,
} from '../institutions/institution.schema';
import { CreateMaterialInputSchema, type CreateMaterialData } from '../materials/material.schema';
import { QUANTITY_MESSAGES, quantityField } from '../materials/material-quantity';
import { parseMoney } from '../money/money';
import {
  CreateProductInputSchema,
  PRODUCT_KIND_LABELS,
  type CreateProductData,
} from '../products/product.schema';
import { IMPORT_MESSAGES as M } from './import-messages';
import type { ImportResource } from './import.schema';

/** A row read into what the create call takes, or its Spanish errors. */
export type ReadRow<T> = { data: T; errors: [] } | { data: null; errors: string[] };

/** What each resource's row becomes: the create call's data, plus what the import adds. */
export type ImportData = {
  client: CreateClientData;
  institution: CreateInstitutionData;
  product: CreateProductData & { sizeChartName: string | null };
  /** The opening stock's cost per unit in cents (decision 026 values it), null when not given. */
  material: CreateMaterialData & { openingStock: number; openingUnitCostCents: number | null };
};

/** Lower case, no accents, single spaces: how headers and code labels are compared. */
export const looseKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/** A cell left empty is a field not given (the schemas' optional fields then apply). */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** A code typed as its label ('Colegio') or its code ('COLEGIO'); undefined when absent. */
function readCode(labels: Record<string, string>, value: string | undefined, errors: string[]) {
  const text = given(value);
  if (text === undefined) return undefined;
  const wanted = looseKey(text);
  const code = Object.entries(labels).find(
    ([key, label]) => looseKey(key) === wanted || looseKey(label) === wanted,
  )?.[0];
  if (!code) errors.push(M.kindUnknown(text, Object.values(labels).join(', ')));
  return code ?? null;
}

/** A quantity as typed ('1,5', '1.5', '2'); undefined when absent, NaN when unreadable. */
function readQuantity(value: string | undefined) {
  const text = given(value)?.replace(/\s/g, '');
  if (text === undefined) return undefined;
  const normal = text.includes(',')
    ? text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
    : text;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** The row parsed by the create call's own schema, the import's own errors first. */
function parsed<T>(
  schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown } },
  input: object,
  errors: string[],
  extra: object = {},
): ReadRow<T> {
  const result = schema.safeParse(input);
  const all = [...errors, ...issues(result as Parameters<typeof issues>[0])];
  return all.length > 0 || !result.success
    ? { data: null, errors: all }
    : { data: { ...(result.data as object), ...extra } as T, errors: [] };
}

type Values = Record<string, string>;

const READERS: { [R in ImportResource]: (values: Values) => ReadRow<ImportData[R]> } = {
  client: (v) =>
    parsed(
      CreateClientInputSchema,
      {
        name: given(v.name) ?? '',
        documentNumber: given(v.documentNumber) ?? '',
        email: given(v.email),
        phone: given(v.phone),
        city: given(v.city),
        address: given(v.address),
        notes: given(v.notes),
      },
      [],
    ),
  institution: (v) => {
    const errors: string[] = [];
    const type = readCode(INSTITUTION_TYPE_LABELS, v.type, errors);
    return parsed(
      CreateInstitutionInputSchema,
      {
        name: given(v.name) ?? '',
        type: type === null ? 'OTRO' : type,
        city: given(v.city),
        address: given(v.address),
        contactName: given(v.contactName),
        contactPhone: given(v.contactPhone),
        email: given(v.email),
      },
      errors,
    );
  },
  product: (v) => {
    const errors: string[] = [];
    const kind = readCode(PRODUCT_KIND_LABELS, v.kind, errors);
    const priceText = given(v.price);
    const priceCents = priceText === undefined ? undefined : parseMoney(priceText);
    if (priceText !== undefined && priceCents === null) errors.push(M.priceInvalid(priceText));
    const input = {
      code: given(v.code) ?? '',
      name: given(v.name) ?? '',
      kind: kind === null ? 'OTHER' : kind,
      priceCents: priceCents === null ? 0 : priceCents,
      unit: given(v.unit),
    };
    return parsed(CreateProductInputSchema, input, errors, {
      sizeChartName: given(v.sizeChart) ?? null,
    });
  },
  material: (v) => {
    const errors: string[] = [];
    const minStock = readQuantity(v.minStock);
    const opening = readQuantity(v.openingStock);
    if (Number.isNaN(minStock)) errors.push(M.quantityInvalid('Stock mínimo', v.minStock!));
    if (Number.isNaN(opening)) errors.push(M.quantityInvalid('Stock inicial', v.openingStock!));
    else if (opening !== undefined) {
      const check = quantityField('zero').safeParse(opening);
      if (!check.success)
        errors.push(`Stock inicial: ${issues(check)[0] ?? QUANTITY_MESSAGES.invalid}`);
    }
    const costText = given(v.openingUnitCost);
    const unitCost = costText === undefined ? null : parseMoney(costText);
    if (costText !== undefined && unitCost === null) errors.push(M.costInvalid(costText));
    return parsed(
      CreateMaterialInputSchema,
      {
        code: given(v.code) ?? '',
        name: given(v.name) ?? '',
        unit: given(v.unit) ?? '',
        color: given(v.color),
        supplier: given(v.supplier),
        minStock: Number.isNaN(minStock) ? undefined : minStock,
        location: given(v.location),
      },
      errors,
      {
        openingStock: Number.isNaN(opening) ? 0 : (opening ?? 0),
        openingUnitCostCents: unitCost,
      },
    );
  },
};

/** A row's values (field → text) read as `resource`'s create call would, with its errors. */
export const readImportRow = <R extends ImportResource>(resource: R, values: Values) =>
  READERS[resource](values) as ReadRow<ImportData[R]>;
