import {
  ORDER_MESSAGES,
  type ProductionSheet,
  type ProductionSheetPerson,
  type ProductionSheetRow,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repo from './production-sheet.repository';

type Product = Awaited<ReturnType<typeof repo.findSheetProducts>>['products'][number];

const colorOf = (product: Product) =>
  product.frameName === null && product.baseName === null
    ? null
    : `Marco ${product.frameName ?? '—'} · Interior ${product.baseName ?? '—'}`;

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** Texts in Spanish order, a missing one (no line, no model…) last. */
const byText = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : collator.compare(a, b);

type SheetItem = Awaited<ReturnType<typeof repo.findSheetItems>>[number];
type SheetPerson = Awaited<ReturnType<typeof repo.findSheetPeople>>[number];
/** Where a piece goes: its order, product and size, how many, and the person when it has one. */
type Visit = (
  item: SheetItem,
  productId: number,
  size: string | null,
  quantity: number,
  person?: { row: SheetPerson; overridden: number | boolean },
) => void;

/**
 * The scope's items, people and packs read in four queries, and a walk over their pieces: a
 * person's size (of a product item, or of a sized product of a pack item), or none for items
 * without people and for a pack's unsized products.
 */
async function readPieces(db: Db, scope: repo.SheetScope) {
  const [items, people, packs, personSizes] = await Promise.all([
    repo.findSheetItems(db, scope),
    repo.findSheetPeople(db, scope),
    repo.findSheetPackContents(db, scope),
    repo.findSheetPersonSizes(db, scope),
  ]);
  const sizeOf = new Map(personSizes.map((s) => [`${s.orderPersonId}|${s.productId}`, s]));
  const productIds = [
    ...items.flatMap((i) => (i.productId === null ? [] : [i.productId])),
    ...packs.map((p) => p.productId),
  ];
  const peopleOf = new Map<number, typeof people>();
  for (const person of people) {
    peopleOf.set(person.orderItemId, [...(peopleOf.get(person.orderItemId) ?? []), person]);
  }
  const contentsOf = new Map<number, typeof packs>();
  for (const content of packs) {
    contentsOf.set(content.packageId, [...(contentsOf.get(content.packageId) ?? []), content]);
  }
  const walk = (visit: Visit) => {
    for (const item of items) {
      const roster = peopleOf.get(item.id) ?? [];
      if (item.packageId !== null) {
        const contents = contentsOf.get(item.packageId) ?? [];
        if (roster.length === 0) {
          for (const content of contents) {
            visit(item, content.productId, null, item.quantity * content.quantity);
          }
        }
        // A pack with a roster: each person's size of each sized product, its pieces counted as
        // a product item's; the unsized products counted per person.
        for (const row of roster) {
          for (const content of contents) {
            const sized = sizeOf.get(`${row.id}|${content.productId}`);
            if (sized) {
              visit(item, content.productId, sized.size, content.quantity, {
                row,
                overridden: sized.sizeOverridden,
              });
            } else visit(item, content.productId, null, content.quantity);
          }
        }
        continue;
      }
      if (roster.length === 0) visit(item, item.productId!, null, item.quantity);
      for (const row of roster) {
        visit(item, item.productId!, row.size, 1, { row, overridden: row.sizeOverridden });
      }
    }
  };
  return { productIds, walk };
}

/** The pieces of one order, or of every order of the scope: per product and size, how many. */
export type OrderPieces = {
  productId: number;
  productCode: string;
  productName: string;
  size: string | null;
  quantity: number;
};

/**
 * The pieces of each order of the scope (live orders only), per product and size in the sheet's
 * order: what production counts through its stages. In the sheet's six queries, whatever the
 * number of orders.
 */
export async function findOrderPieces(
  db: Db,
  scope: repo.SheetScope,
): Promise<Map<number, OrderPieces[]>> {
  const { productIds, walk } = await readPieces(db, scope);
  const { products, sizes } = await repo.findSheetProducts(db, productIds);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const sizeRank = new Map(sizes.map((s) => [`${s.productId}|${s.name}`, s.position]));
  const byOrder = new Map<number, Map<string, OrderPieces>>();
  walk((item, productId, size, quantity) => {
    const rows = byOrder.get(item.orderId) ?? new Map<string, OrderPieces>();
    byOrder.set(item.orderId, rows);
    const key = `${productId}|${size ?? ''}`;
    const product = productOf.get(productId)!;
    const row = rows.get(key) ?? {
      productId,
      productCode: product.code,
      productName: product.name,
      size,
      quantity: 0,
    };
    row.quantity += quantity;
    rows.set(key, row);
  });
  const rank = (row: OrderPieces) =>
    row.size === null
      ? Number.MAX_SAFE_INTEGER
      : (sizeRank.get(`${row.productId}|${row.size}`) ?? Number.MAX_SAFE_INTEGER - 1);
  return new Map(
    [...byOrder].map(([orderId, rows]) => [
      orderId,
      [...rows.values()].sort(
        (a, b) =>
          collator.compare(a.productCode, b.productCode) ||
          rank(a) - rank(b) ||
          byText(a.size, b.size),
      ),
    ]),
  );
}

/**
 * The production sheet of a scope (one order, or every order in production): what to make of
 * each product in each size, grouped by line, model and colour combination, with the people of
 * each size. In six queries, whatever the number of orders.
 */
export async function buildProductionSheet(
  db: Db,
  scope: repo.SheetScope,
): Promise<ProductionSheet> {
  const orders = await repo.findSheetOrders(db, scope);
  if (!('status' in scope) && orders.length === 0) throw notFound(ORDER_MESSAGES.notFound);
  const { productIds, walk } = await readPieces(db, scope);
  const { products, sizes } = await repo.findSheetProducts(db, productIds);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const sizeRank = new Map(sizes.map((s) => [`${s.productId}|${s.name}`, s.position]));
  const numberOf = new Map(orders.map((o) => [o.id, o.number]));

  const rows = new Map<string, ProductionSheetRow>();
  walk((item, productId, size, quantity, person) => {
    const key = `${productId}|${size ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      const product = productOf.get(productId)!;
      row = {
        line: product.line,
        model: product.model,
        color: colorOf(product),
        productId,
        productCode: product.code,
        productName: product.name,
        size,
        quantity: 0,
        people: [],
      };
      rows.set(key, row);
    }
    row.quantity += quantity;
    if (person) {
      const shown: ProductionSheetPerson = {
        name: person.row.name,
        heightCm: Number(person.row.heightCm),
        orderNumber: numberOf.get(item.orderId)!,
        sizeOverridden: Boolean(person.overridden),
        notes: person.row.notes,
      };
      row.people.push(shown);
    }
  });

  const rank = (row: ProductionSheetRow) =>
    row.size === null
      ? Number.MAX_SAFE_INTEGER
      : (sizeRank.get(`${row.productId}|${row.size}`) ?? Number.MAX_SAFE_INTEGER - 1);
  const sorted = [...rows.values()].sort(
    (a, b) =>
      byText(a.line, b.line) ||
      byText(a.model, b.model) ||
      byText(a.color, b.color) ||
      collator.compare(a.productCode, b.productCode) ||
      rank(a) - rank(b) ||
      byText(a.size, b.size),
  );
  return {
    generatedAt: new Date().toISOString(),
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      client: o.client,
      institution: o.institution,
      promisedDate: o.promisedDate,
      notes: o.notes,
      peopleCount: Number(o.peopleCount),
    })),
    rows: sorted,
    totalQuantity: sorted.reduce((sum, row) => sum + row.quantity, 0),
  };
}
