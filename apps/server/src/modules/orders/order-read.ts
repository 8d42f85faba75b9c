import { owedOf, type Order } from '@taller/shared';
import type { Db } from '../../db/database';
import { groupBy } from '../../resource';
import * as stamps from '../../lib/audit-stamps';
import { findClientNames } from '../clients/client.repository';
import { findInstitutionNames } from '../institutions/institution.repository';
import { findPackageRefs } from '../packages/package.repository';
import { findProductRefs, findSizeRanges } from '../products/product.repository';
import { findPackContents } from './order-pack-people';
import { findSizesOfItems } from './order-person-sizes';
import * as repo from './order.repository';

/** Orders as the API answers them: items, people, history and names, in a fixed few queries. */
export async function loadOrders(db: Db, rows: readonly repo.OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, history, delivered] = await Promise.all([
    repo.findItemsOfOrders(db, ids),
    repo.findHistoryOfOrders(db, ids),
    repo.countDeliveredPeople(db, ids),
  ]);
  const deliveredOf = new Map(delivered.map((d) => [d.orderId, Number(d.count)]));
  const productIds = items.flatMap((i) => (i.productId === null ? [] : [i.productId]));
  const packageIds = items.flatMap((i) => (i.packageId === null ? [] : [i.packageId]));
  const contents = await findPackContents(db, packageIds);
  const contentsOf = groupBy(contents, (c) => c.packageId);
  const institutionIds = rows.flatMap((row) =>
    row.institutionId === null ? [] : [row.institutionId],
  );
  const itemIds = items.map((item) => item.id);
  const [people, packSizes, products, sizes, packages, clients, institutions] = await Promise.all([
    repo.findPeopleOfItems(db, itemIds),
    findSizesOfItems(db, itemIds),
    findProductRefs(db, productIds),
    findSizeRanges(db, [...productIds, ...contents.map((c) => c.productId)]),
    findPackageRefs(db, packageIds),
    findClientNames(
      db,
      rows.map((row) => row.clientId),
    ),
    findInstitutionNames(db, institutionIds),
  ]);
  const byId = <T extends { id: number }>(list: readonly T[]) =>
    new Map(list.map((x) => [x.id, x]));
  const productMap = byId(products);
  const packageMap = byId(packages);
  const clientMap = byId(clients);
  const institutionMap = byId(institutions);
  const peopleOf = groupBy(people, (p) => p.orderItemId);
  const packSizesOf = groupBy(packSizes, (s) => s.orderPersonId);
  const sizesOf = groupBy(sizes, (s) => s.productId);
  const itemsOf = groupBy(items, (i) => i.orderId);
  const rangesOf = (productId: number) =>
    (sizesOf.get(productId) ?? []).map((s) => ({
      name: s.name,
      minHeightCm: Number(s.minHeightCm),
      maxHeightCm: Number(s.maxHeightCm),
    }));
  const historyOf = groupBy(history, (h) => h.orderId);
  const on = new Date().toISOString().slice(0, 10);

  return rows.map((row) => {
    const client = clientMap.get(row.clientId)!;
    const institution = row.institutionId === null ? null : institutionMap.get(row.institutionId)!;
    const orderItems = itemsOf.get(row.id) ?? [];
    return {
      id: row.id,
      number: row.number,
      version: Number(row.version),
      status: row.status,
      clientId: row.clientId,
      client: { id: client.id, name: client.name },
      institutionId: row.institutionId,
      institution: institution ? { id: institution.id, name: institution.name } : null,
      promisedDate: row.promisedDate,
      notes: row.notes,
      totalCents: Number(row.totalCents),
      billedCents: Number(row.billedCents),
      paidCents: Number(row.paidCents),
      owedCents: owedOf(Number(row.totalCents), Number(row.billedCents), Number(row.paidCents)),
      creditCents: Number(row.creditCents),
      peopleCount: Number(row.peopleCount),
      deliveredPeople: deliveredOf.get(row.id) ?? 0,
      totalPeople: orderItems.reduce((n, item) => n + (peopleOf.get(item.id)?.length ?? 0), 0),
      isOverdue: repo.isOverdue(row, on),
      items: orderItems.map((item) => {
        const product = item.productId === null ? null : productMap.get(item.productId)!;
        const pack = item.packageId === null ? null : packageMap.get(item.packageId)!;
        return {
          id: item.id,
          productId: item.productId,
          packageId: item.packageId,
          product: product && {
            id: product.id,
            code: product.code,
            name: product.name,
            modelId: product.modelId,
            sizes: rangesOf(product.id),
          },
          package: pack && {
            id: pack.id,
            code: pack.code,
            name: pack.name,
            products: (contentsOf.get(pack.id) ?? []).map((c) => ({
              id: c.productId,
              code: c.code,
              name: c.name,
              quantity: c.quantity,
              sizes: rangesOf(c.productId),
            })),
          },
          quantity: item.quantity,
          unitPriceCents: Number(item.unitPriceCents),
          discountCents: Number(item.discountCents),
          subtotalCents: Number(item.subtotalCents),
          people: (peopleOf.get(item.id) ?? []).map((person) => ({
            id: person.id,
            name: person.name,
            heightCm: Number(person.heightCm),
            course: person.course,
            size: person.size,
            suggestedSize: person.suggestedSize,
            sizeOverridden: Boolean(person.sizeOverridden),
            notes: person.notes,
            sizes:
              item.productId === null
                ? (packSizesOf.get(person.id) ?? []).map((s) => ({
                    productId: s.productId,
                    size: s.size,
                    suggestedSize: s.suggestedSize,
                    overridden: Boolean(s.sizeOverridden),
                  }))
                : [
                    {
                      productId: item.productId,
                      size: person.size,
                      suggestedSize: person.suggestedSize,
                      overridden: Boolean(person.sizeOverridden),
                    },
                  ],
          })),
        };
      }),
      history: (historyOf.get(row.id) ?? []).map((entry) => ({
        from: entry.fromStatus,
        to: entry.toStatus,
        note: entry.note,
        by: entry.changedBy,
        at: entry.changedAt,
      })),
      ...stamps.shown(row),
    };
  });
}

export const loadOrder = async (db: Db, row: repo.OrderRow) => (await loadOrders(db, [row]))[0]!;
