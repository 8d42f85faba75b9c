import {
  MONEY_MAX_CENTS,
  ORDER_MESSAGES as M,
  packageTotals,
  suggestSize,
  type OrderItemData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import * as repo from './order.repository';
import { findPackContents, sizePackPerson, sizeProductPerson } from './order-pack-people';
import { refreshPiecesOrdered } from './order-pieces';
import { replaceSizesOfItem, type PersonSize } from './order-person-sizes';

type PersonInput = OrderItemData['people'][number];

/** An item ready to store: its price settled and its people sized (a pack's, per product). */
export type PreparedItem = Omit<repo.OrderItemsTable, 'id' | 'orderId' | 'position'> & {
  id?: number;
  people: (repo.NewOrderPerson & { id?: number })[];
  /** A pack item's people's sizes, one list per person (in the people's order). */
  personSizes?: PersonSize[][];
};

type Size = { name: string; minHeightCm: number; maxHeightCm: number };

/**
 * The stored size of a person (`row` counted from 1 in the item): the one chosen (from the
 * product's table) or the suggested one; a height no size holds (a gap, or outside the table) is
 * refused unless a size is chosen by hand.
 */
export function sizePerson(person: PersonInput, sizes: readonly Size[], code: string, row: number) {
  const suggested = suggestSize({ sizes }, person.heightCm)?.name ?? null;
  let size = suggested;
  if (person.size) {
    const chosen = sizes.find((s) => s.name.toLowerCase() === person.size!.toLowerCase());
    if (!chosen) throw badRequest('NOT_OF_RECORD', M.sizeNotOfProduct(person.size, code));
    size = chosen.name;
  } else if (suggested === null) {
    throw badRequest('NO_SIZE', M.personWithoutSize(row, person.name, person.heightCm, code));
  }
  return {
    ...personFields(person),
    size,
    suggestedSize: suggested,
    sizeOverridden: size !== suggested ? 1 : 0,
  };
}

/** A person's own row as stored, but its size. */
export const personFields = (person: PersonInput) => ({
  ...(person.id === undefined ? {} : { id: person.id }),
  name: person.name,
  heightCm: person.heightCm,
  course: person.course ?? null,
  notes: person.notes ?? null,
});

/** What a save may order: `catalogueOnly` (the client area) takes only what its catalogue shows. */
export type ItemRules = {
  keptPrice?: (item: OrderItemData) => number | null;
  catalogueOnly?: boolean;
};

/**
 * Settles the items of a save: each product or pack live (share-locked on PostgreSQL, so that it
 * cannot be deleted before this order is stored) and, with `catalogueOnly`, ACTIVE; the catalogue
 * price unless one is given or the stored item keeps its own (`keptPrice`), people sized by the
 * product's table.
 */
export async function prepareItems(
  trx: Db,
  dialect: Dialect,
  items: OrderItemData[],
  { keptPrice = () => null, catalogueOnly = false }: ItemRules = {},
): Promise<{ items: PreparedItem[]; totalCents: number; peopleCount: number }> {
  const productIds = items.flatMap((i) => (i.productId === null ? [] : [i.productId]));
  const packageIds = items.flatMap((i) => (i.packageId === null ? [] : [i.packageId]));
  const products = new Map(
    (await repo.findLiveProductsForWrite(trx, productIds, dialect)).map((p) => [p.id, p]),
  );
  const packs = new Map(
    (await repo.findLivePackagesForWrite(trx, packageIds, dialect)).map((p) => [p.id, p]),
  );
  const missingProducts = [...new Set(productIds.filter((id) => !products.has(id)))];
  if (missingProducts.length > 0)
    throw badRequest('UNAVAILABLE', M.productUnavailable(missingProducts.join(', ')));
  const missingPacks = [...new Set(packageIds.filter((id) => !packs.has(id)))];
  if (missingPacks.length > 0)
    throw badRequest('UNAVAILABLE', M.packageUnavailable(missingPacks.join(', ')));
  if (catalogueOnly) {
    const hidden = (rows: Iterable<{ code: string; status: string }>) =>
      [...rows].filter((row) => row.status !== 'ACTIVE').map((row) => row.code);
    const hiddenProducts = hidden(products.values());
    if (hiddenProducts.length > 0)
      throw badRequest('UNAVAILABLE', M.productNotOffered(hiddenProducts.join(', ')));
    const hiddenPacks = hidden(packs.values());
    if (hiddenPacks.length > 0)
      throw badRequest('UNAVAILABLE', M.packageNotOffered(hiddenPacks.join(', ')));
  }

  const contents = await findPackContents(trx, packageIds);
  const sizedIds = [...productIds, ...contents.map((c) => c.productId)];
  const sizeRows =
    sizedIds.length === 0
      ? []
      : await trx
          .selectFrom('productSizes')
          .select(['productId', 'name', 'minHeightCm', 'maxHeightCm'])
          .where('productId', 'in', [...new Set(sizedIds)])
          .orderBy('position')
          .execute();
  const sizesOf = (productId: number) =>
    sizeRows
      .filter((s) => s.productId === productId)
      .map((s) => ({
        ...s,
        minHeightCm: Number(s.minHeightCm),
        maxHeightCm: Number(s.maxHeightCm),
      }));
  const packPrices = await packCatalogPrices(trx, [...packs.values()]);

  let totalCents = 0;
  let peopleCount = 0;
  const prepared = items.map((item): PreparedItem => {
    let catalogue: number;
    let people: PreparedItem['people'] = [];
    const personSizes: PersonSize[][] = [];
    if (item.productId !== null) {
      const product = products.get(item.productId)!;
      catalogue = Number(product.priceCents);
      if (item.people.length > 0) {
        const sizes = sizesOf(product.id);
        if (sizes.length === 0) throw badRequest('INVALID_INPUT', M.peopleNeedSizes(product.code));
        people = item.people.map((person, at) =>
          sizeProductPerson(person, at + 1, { id: product.id, code: product.code, sizes }),
        );
      }
    } else {
      const pack = packs.get(item.packageId!)!;
      if (item.people.length > 0) {
        const packProducts = contents
          .filter((c) => c.packageId === pack.id)
          .map((c) => ({ ...c, sizes: sizesOf(c.productId) }));
        if (!packProducts.some((c) => c.sizes.length > 0))
          throw badRequest('INVALID_INPUT', M.peopleOnPackage(pack.code));
        for (const [at, person] of item.people.entries()) {
          const { sizes, ...own } = sizePackPerson(person, at + 1, packProducts);
          people.push(own);
          personSizes.push(sizes);
        }
      }
      catalogue = packPrices.get(pack.id)!;
    }
    const unitPriceCents = item.unitPriceCents ?? keptPrice(item) ?? catalogue;
    const gross = unitPriceCents * item.quantity;
    if (item.discountCents > gross) throw badRequest('INVALID_INPUT', M.discountTooLarge);
    const subtotalCents = gross - item.discountCents;
    if (subtotalCents > MONEY_MAX_CENTS) throw badRequest('INVALID_INPUT', M.totalTooLarge);
    totalCents += subtotalCents;
    peopleCount += people.length;
    return {
      ...(item.id === undefined ? {} : { id: item.id }),
      productId: item.productId,
      packageId: item.packageId,
      quantity: item.quantity,
      unitPriceCents,
      discountCents: item.discountCents,
      subtotalCents,
      people,
      personSizes,
    };
  });
  if (totalCents > MONEY_MAX_CENTS) throw badRequest('INVALID_INPUT', M.totalTooLarge);
  return { items: prepared, totalCents, peopleCount };
}

/** A pack's price today: fixed, or the sum of its products (packageTotals). */
async function packCatalogPrices(
  trx: Db,
  packs: { id: number; priceMode: string; priceCents: number | null }[],
) {
  const prices = new Map<number, number>();
  const summed = packs.filter((p) => p.priceMode !== 'FIXED').map((p) => p.id);
  const rows =
    summed.length === 0
      ? []
      : await trx
          .selectFrom('packageItems')
          .innerJoin('products', 'products.id', 'packageItems.productId')
          .select(['packageItems.packageId', 'packageItems.quantity', 'products.priceCents'])
          .where('packageItems.packageId', 'in', summed)
          .execute();
  for (const pack of packs) {
    const own = rows
      .filter((r) => r.packageId === pack.id)
      .map((r) => ({ quantity: r.quantity, priceCents: Number(r.priceCents) }));
    const price = packageTotals(
      own,
      pack.priceMode,
      pack.priceCents === null ? null : Number(pack.priceCents),
    ).priceCents;
    prices.set(pack.id, Math.min(price, MONEY_MAX_CENTS));
  }
  return prices;
}

/**
 * Refuses (400) an item id that is not of the order or a person id that is not of its item:
 * `known` are the order's stored item ids, each with its people's ids.
 */
export function assertOwnRows(
  items: readonly { id?: number; people: readonly { id?: number }[] }[],
  known: Map<number, Set<number>>,
) {
  for (const item of items) {
    if (item.id !== undefined && !known.has(item.id))
      throw badRequest('NOT_OF_RECORD', M.itemNotOfOrder(item.id));
    const own = item.id === undefined ? undefined : known.get(item.id);
    const stranger = item.people.find((person) => person.id !== undefined && !own?.has(person.id));
    if (stranger) throw badRequest('NOT_OF_RECORD', M.personNotOfItem(stranger.id!));
  }
}

/**
 * A child write must change exactly the rows it names (each scoped by its parent): anything else
 * means the save was about to touch rows of another record, so it stops and rolls back whole.
 * The service refuses such input (assertOwnRows) before: this is the backstop.
 */
export function expectRows(changed: number, expected: number, what: string) {
  if (changed !== expected)
    throw new Error(`Order save stopped: ${what} changed ${changed} rows, not ${expected}`);
}

/**
 * Writes the prepared items of an order: listed ids updated (their people kept by id, the rest
 * replaced), new ones inserted, the order's others removed. `known` are the order's stored item
 * ids, each with its people's ids; every id written must be among them.
 */
export async function storeItems(
  trx: Db,
  orderId: number,
  items: PreparedItem[],
  known: Map<number, Set<number>>,
) {
  const kept = new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  expectRows(
    await repo.deleteItemsExcept(trx, orderId, [...kept]),
    [...known.keys()].filter((id) => !kept.has(id)).length,
    'deleting items',
  );
  for (const [position, item] of items.entries()) {
    const { id, people, personSizes, ...values } = item;
    let itemId: number;
    if (id === undefined) {
      itemId = (await repo.insertItem(trx, { ...values, orderId, position })).id;
    } else {
      itemId = id;
      expectRows(await repo.updateItem(trx, orderId, id, { ...values, position }), 1, `item ${id}`);
    }
    const stored = known.get(itemId) ?? new Set<number>();
    const keptPeople = new Set(people.flatMap((p) => (p.id === undefined ? [] : [p.id])));
    expectRows(
      await repo.deletePeopleExcept(trx, itemId, [...keptPeople]),
      [...stored].filter((personId) => !keptPeople.has(personId)).length,
      `deleting people of item ${itemId}`,
    );
    const fresh: (repo.NewOrderPerson & { position: number })[] = [];
    for (const [position, person] of people.entries()) {
      const { id: personId, ...personValues } = person;
      if (personId === undefined) {
        fresh.push({ ...personValues, position });
      } else {
        expectRows(
          await repo.updatePerson(trx, itemId, personId, { ...personValues, position }),
          1,
          `person ${personId}`,
        );
      }
    }
    await repo.insertPeople(trx, itemId, fresh);
    // Every save writes the item's people's sizes anew (none on a product item).
    await replaceSizesOfItem(trx, itemId, personSizes ?? []);
  }
  await refreshPiecesOrdered(trx, { orderId });
}
