import type {
  DeliveryEvent,
  DeliveryPerson,
  DeliveryState,
  Order,
  OrderDeliveries,
  OrderItem,
  OrderPerson,
} from '@taller/shared';
import { groupBy } from '../../resource';
import type { DeliveryRow } from './delivery.repository';

/** A person of the order (a roster row: one bag) with the item it belongs to. */
export type RosterPerson = { item: OrderItem; person: OrderPerson };

/** Every person of the order's items, in the order's order. */
export const rosterOf = (order: Order): RosterPerson[] =>
  order.items.flatMap((item) => item.people.map((person) => ({ item, person })));

/** A product whose size the person wears: its id, name, size table and the person's size. */
export type SizedProduct = {
  productId: number;
  name: string;
  sizes: string[];
  size: string | null;
};

/** The products in a person's bag, each with the person's size (null for one without sizes). */
export function productsOf({ item, person }: RosterPerson): SizedProduct[] {
  if (item.product) {
    const sizes = item.product.sizes.map((s) => s.name);
    return [{ productId: item.product.id, name: item.product.name, sizes, size: person.size }];
  }
  const sizeOf = new Map(person.sizes.map((s) => [s.productId, s.size]));
  return (item.package?.products ?? []).map((p) => ({
    productId: p.id,
    name: p.name,
    sizes: p.sizes.map((s) => s.name),
    size: sizeOf.get(p.id) ?? null,
  }));
}

type Numbers = ReadonlyMap<number, string>;

const eventOf = (row: DeliveryRow, numbers: Numbers, showStaff: boolean): DeliveryEvent => ({
  id: row.id,
  state: row.state as DeliveryState,
  receivedBy: row.receivedBy,
  note: row.note,
  newSize: row.newSize,
  exchangeOrder:
    row.exchangeOrderId === null
      ? null
      : { id: row.exchangeOrderId, number: numbers.get(row.exchangeOrderId) ?? '' },
  at: row.createdAt,
  by: showStaff ? row.createdBy : null,
});

/**
 * The order's people with their state: DELIVERED once handed over (whatever came after, such as
 * a size change), else the last event recorded (ABSENT, SIZE_CHANGE), else PENDING.
 */
export function deliveriesOf(
  order: Order,
  rows: readonly DeliveryRow[],
  numbers: Numbers,
  { showStaff }: { showStaff: boolean },
): OrderDeliveries {
  const eventsOf = groupBy(rows, (row) => row.orderPersonId);
  const people: DeliveryPerson[] = rosterOf(order).map((entry) => {
    const events = (eventsOf.get(entry.person.id) ?? []).map((r) => eventOf(r, numbers, showStaff));
    const delivered = events.find((e) => e.state === 'DELIVERED') ?? null;
    return {
      id: entry.person.id,
      name: entry.person.name,
      course: entry.person.course,
      items: productsOf(entry).map((p) => ({
        productId: p.productId,
        product: p.name,
        size: p.size,
        sizes: p.sizes,
      })),
      state: delivered ? 'DELIVERED' : (events.at(-1)?.state ?? 'PENDING'),
      delivered,
      events,
    };
  });
  const missing = people
    .filter((p) => p.state !== 'DELIVERED')
    .map(({ id, name, course }) => ({ id, name, course }));
  return {
    order: { id: order.id, number: order.number, status: order.status, owedCents: order.owedCents },
    deliveredPeople: people.length - missing.length,
    totalPeople: people.length,
    people,
    missing,
  };
}
