import {
  CreateOrderInputSchema,
  UpdateOrderInputSchema,
  PRODUCTION_SHEET_MESSAGES,
  centsToText,
  checkPersonSize,
  checkSizedPerson,
  formatDecimal,
  parseMoney,
  suggestSize,
  type CreateOrderInput,
  type Order,
} from '@taller/shared';
import { parseDecimal } from '@taller/shared/forms/height';

/**
 * What the order form holds while the user types: texts as typed (prices with a comma, heights
 * with a comma), turned into the API's body only on save. A person's height is read once, when
 * it is typed or pasted (`heightOf`), and kept as a number of centimetres beside its text.
 */
export type SizeRow = { name: string; minHeightCm: number; maxHeightCm: number };
export type PersonDraft = {
  key: string;
  id?: number;
  name: string;
  /** The height's box as typed ('150,5'). */
  height: string;
  /** The same height read in cm; null when the box does not hold a number. */
  heightCm: number | null;
  /** '' follows the suggested size. */
  size: string;
  notes: string;
  /** The person's course or group ('3° B'), when the roster keeps one. */
  course?: string;
  /**
   * A pack item's sizes, one per sized product of the pack ('' follows that product's suggested
   * size): what the API's `sizes: [{ productId, size, suggestedSize, overridden }]` keeps of an
   * override. Read and written by the roster grid's `packSizeColumn`.
   */
  sizes?: PersonSizeDraft[];
  /** Came from a pasted or imported row that had errors: its errors are shown until fixed. */
  flagged?: boolean;
};
export type PersonSizeDraft = { productId: number; size: string };
export type ItemDraft = {
  key: string;
  id?: number;
  productId: number | null;
  packageId: number | null;
  label: string;
  sizes: SizeRow[];
  /** A pack item: its products that have a size table (each person wears one of each). */
  packProducts?: PackProduct[];
  quantity: string;
  price: string;
  discount: string;
  people: PersonDraft[];
};
export type Party = { id: number; name: string };
/** A sized product of a pack, as its roster is sized. */
export type PackProduct = { productId: number; code: string; name: string; sizes: SizeRow[] };

/** The sized products of a pack's items (as the pack and catalogue APIs answer them). */
export const packProductsOf = (
  items: readonly { product: { id: number; code: string; name: string; sizes: SizeRow[] } }[],
): PackProduct[] =>
  items
    .filter((i) => i.product.sizes.length > 0)
    .map(({ product }) => ({
      productId: product.id,
      code: product.code,
      name: product.name,
      sizes: product.sizes,
    }));

/** Whether an item takes a roster: a sized product, or a pack with a sized product. */
export const takesRoster = (item: ItemDraft) =>
  item.productId !== null ? item.sizes.length > 0 : (item.packProducts ?? []).length > 0;
export type OrderDraft = {
  id?: number;
  version?: number;
  client: Party | null;
  institution: Party | null;
  promisedDate: string;
  notes: string;
  items: ItemDraft[];
};

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

export const EMPTY_DRAFT: OrderDraft = {
  client: null,
  institution: null,
  promisedDate: '',
  notes: '',
  items: [],
};

export const emptyPerson = (): PersonDraft => ({
  key: newKey(),
  name: '',
  height: '',
  heightCm: null,
  size: '',
  notes: '',
});

/** A height's box as typed, with the number it holds: the one place the draft reads a height. */
export const heightOf = (text: string) => ({ height: text, heightCm: parseDecimal(text) });

export function draftFromOrder(order: Order): OrderDraft {
  return {
    id: order.id,
    version: order.version,
    client: order.client,
    institution: order.institution,
    promisedDate: order.promisedDate,
    notes: order.notes ?? '',
    items: order.items.map((item) => ({
      key: newKey(),
      id: item.id,
      productId: item.productId,
      packageId: item.packageId,
      label: `${(item.product ?? item.package)?.code ?? ''} · ${(item.product ?? item.package)?.name ?? ''}`,
      sizes: item.product?.sizes ?? [],
      ...(item.package
        ? {
            packProducts: packProductsOf(item.package.products.map((product) => ({ product }))),
          }
        : {}),
      quantity: String(item.quantity),
      price: centsToText(item.unitPriceCents),
      discount: item.discountCents ? centsToText(item.discountCents) : '',
      people: item.people.map((person) => ({
        key: newKey(),
        id: person.id,
        name: person.name,
        height: formatDecimal(person.heightCm),
        heightCm: person.heightCm,
        size: person.sizeOverridden ? (person.size ?? '') : '',
        ...(item.packageId !== null
          ? {
              sizes: person.sizes
                .filter((s) => s.overridden)
                .map((s) => ({ productId: s.productId, size: s.size ?? '' })),
            }
          : {}),
        ...(person.course ? { course: person.course } : {}),
        notes: person.notes ?? '',
      })),
    })),
  };
}

/** The size suggested for a height in cm, or null. */
export const suggestedSizeOf = (sizes: readonly SizeRow[], heightCm: number | null) =>
  heightCm === null ? null : (suggestSize({ sizes }, heightCm)?.name ?? null);

/**
 * A person's Spanish errors, as the roster preview and the save give them: name, height, and a
 * height no size of the item's table holds while no size is chosen — of a pack item, of each of
 * its sized products (named by its code).
 */
export function personErrors(
  person: PersonDraft,
  item?: Pick<ItemDraft, 'productId' | 'sizes' | 'packProducts'>,
): string[] {
  if (!item || item.productId !== null)
    return checkSizedPerson(person.name, person.heightCm, item?.sizes ?? [], person.size);
  const chosen = (productId: number) =>
    person.sizes?.find((s) => s.productId === productId)?.size ?? '';
  const gaps = (item.packProducts ?? []).flatMap((product) => {
    const error = checkPersonSize(person.heightCm, product.sizes, chosen(product.productId));
    return error ? [`${product.code}: ${error}`] : [];
  });
  return [...checkSizedPerson(person.name, person.heightCm, []), ...gaps];
}

/** The size a person gets: the one chosen, else the suggested one, else null. */
export const personSize = (sizes: readonly SizeRow[], person: PersonDraft) =>
  person.size || suggestedSizeOf(sizes, person.heightCm);

/** The size a pack item's person gets of one of its sized products. */
export const packPersonSize = (product: PackProduct, person: PersonDraft) =>
  person.sizes?.find((s) => s.productId === product.productId)?.size ||
  suggestedSizeOf(product.sizes, person.heightCm);

/**
 * How many people of an item wear each size, in the size table's order ('Sin talla' last); of a
 * pack item, the sizes of its sized product `product`.
 */
export function sizeSummary(
  item: ItemDraft,
  product?: PackProduct,
): { size: string; count: number }[] {
  const sizes = product ? product.sizes : item.sizes;
  const counts = new Map<string, number>();
  for (const person of item.people) {
    const worn = product ? packPersonSize(product, person) : personSize(item.sizes, person);
    const size = worn ?? PRODUCTION_SHEET_MESSAGES.noSize;
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  const order = [...sizes.map((s) => s.name), PRODUCTION_SHEET_MESSAGES.noSize];
  const rank = (size: string) => (order.includes(size) ? order.indexOf(size) : order.length - 1);
  return [...counts]
    .map(([size, count]) => ({ size, count }))
    .sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size, 'es'));
}

/** An item's size counts: its product's, or one per sized product of a pack (with its code). */
export const itemSizeSummaries = (item: ItemDraft) =>
  item.productId !== null
    ? [{ key: 'item', code: null, summary: sizeSummary(item) }]
    : (item.packProducts ?? []).map((product) => ({
        key: String(product.productId),
        code: product.code,
        summary: sizeSummary(item, product),
      }));

/** The item's quantity (its people's number when it has people) and subtotal, or null. */
export function itemSubtotal(item: ItemDraft): { quantity: number | null; cents: number | null } {
  const quantity = item.people.length > 0 ? item.people.length : Number(item.quantity);
  const price = parseMoney(item.price);
  const discount = item.discount.trim() === '' ? 0 : parseMoney(item.discount);
  if (!Number.isInteger(quantity) || quantity < 1 || price === null || discount === null) {
    return { quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null, cents: null };
  }
  return { quantity, cents: Math.max(0, price * quantity - discount) };
}

export const draftTotal = (draft: OrderDraft) =>
  draft.items.reduce((sum, item) => sum + (itemSubtotal(item).cents ?? 0), 0);

const FIELD_NAMES: Record<string, string> = {
  quantity: 'cantidad',
  unitPriceCents: 'precio',
  discountCents: 'descuento',
  heightCm: 'estatura',
  name: 'nombre',
};

/** The body of create (or update, with id and version), or the Spanish problems to fix first. */
export function toOrderInput(
  draft: OrderDraft,
): { input: CreateOrderInput & { id?: number; version?: number } } | { errors: string[] } {
  const errors: string[] = [];
  // Stored items and people keep their ids on an edit only: a new order's rows are all new.
  const isEdit = draft.id !== undefined;
  const idOf = (row: { id?: number }) => (isEdit && row.id !== undefined ? { id: row.id } : {});
  const items = draft.items.map((item, index) => {
    const where = `Artículo ${index + 1}`;
    const price = parseMoney(item.price);
    if (item.price.trim() !== '' && price === null)
      errors.push(`${where}: ingrese un precio válido, por ejemplo 120,50`);
    const discount = item.discount.trim() === '' ? 0 : parseMoney(item.discount);
    if (discount === null) errors.push(`${where}: ingrese un descuento válido, por ejemplo 10,00`);
    return {
      ...idOf(item),
      ...(item.productId !== null ? { productId: item.productId } : { packageId: item.packageId }),
      ...(item.people.length > 0 ? {} : { quantity: Number(item.quantity) }),
      ...(price === null ? {} : { unitPriceCents: price }),
      discountCents: discount ?? 0,
      people: item.people.map((person) => ({
        ...idOf(person),
        name: person.name,
        heightCm: person.heightCm,
        size: person.size || null,
        notes: person.notes,
        ...(person.course !== undefined ? { course: person.course } : {}),
        ...(item.packageId !== null
          ? { sizes: (person.sizes ?? []).filter((s) => s.size !== '') }
          : {}),
      })),
    };
  });
  const body = {
    ...(draft.id === undefined ? {} : { id: draft.id, version: draft.version }),
    clientId: draft.client?.id,
    institutionId: draft.institution?.id ?? null,
    promisedDate: draft.promisedDate,
    notes: draft.notes,
    items,
  };
  const result = (isEdit ? UpdateOrderInputSchema : CreateOrderInputSchema).safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [first, index, field, personIndex, personField] = issue.path;
      let where = '';
      if (first === 'items' && typeof index === 'number') {
        where = `Artículo ${index + 1}`;
        if (field === 'people' && typeof personIndex === 'number') {
          where += `, persona ${personIndex + 1}`;
          if (typeof personField === 'string' && FIELD_NAMES[personField])
            where += ` (${FIELD_NAMES[personField]})`;
        } else if (typeof field === 'string' && FIELD_NAMES[field]) {
          where += ` (${FIELD_NAMES[field]})`;
        }
      }
      const message = where ? `${where}: ${issue.message}` : issue.message;
      if (!errors.includes(message)) errors.push(message);
    }
  }
  if (errors.length > 0) return { errors };
  return { input: body as CreateOrderInput & { id?: number; version?: number } };
}
