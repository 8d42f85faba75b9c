import { LABEL_MESSAGES as M, ORDER_MESSAGES, bagsOfOrder, type LabelLayout } from '@taller/shared';
import { conflict, notFound } from '../../lib/app-error';
import type { OrderService } from '../orders/order.service';
import { labelsPdf } from './labels.pdf';
import { packingListPdf } from './packing-list.pdf';

/**
 * An order's bags, one per person (issue 35): its labels on sheets of stickers and its packing
 * list. The order is read through the orders service (items, people, sizes, names); a deleted
 * order is not found, as for its production sheet, and one without people has nothing to print.
 */
type Order = Awaited<ReturnType<OrderService['get']>>;

/** What a label says of its order besides the bag. */
const factsOf = (order: Order) => ({
  orderId: order.id,
  orderNumber: order.number,
  party: [order.client.name, order.institution?.name].filter(Boolean).join(' · '),
});

export function createLabelService({ orders }: { orders: OrderService }) {
  async function bagsOf(orderId: number) {
    const order = await orders.get(orderId);
    if (order.deletedAt) throw notFound(ORDER_MESSAGES.notFound);
    const bags = bagsOfOrder(order);
    if (bags.length === 0) throw conflict('NO_PEOPLE', M.noPeople);
    return { order, bags };
  }

  return {
    /** The order's labels as a PDF, with its number (for the file's name). */
    async labels(orderId: number, layout: LabelLayout) {
      const { order, bags } = await bagsOf(orderId);
      const pdf = labelsPdf([{ bags, facts: factsOf(order) }], layout, order.number);
      return { number: order.number, pdf };
    },

    /**
     * The labels of a list's selection of orders (issue 38), one after another in the order
     * given: a missing or deleted order is not found; orders without people have no labels and
     * are left out, unless none has any.
     */
    async labelsOfOrders(orderIds: readonly number[], layout: LabelLayout) {
      const groups = [];
      for (const orderId of orderIds) {
        const order = await orders.get(orderId);
        if (order.deletedAt) throw notFound(ORDER_MESSAGES.notFound);
        const bags = bagsOfOrder(order);
        if (bags.length > 0) groups.push({ bags, facts: factsOf(order) });
      }
      if (groups.length === 0) throw conflict('NO_PEOPLE', M.noPeople);
      const title =
        groups.length === 1 ? groups[0]!.facts.orderNumber : M.ordersTitle(groups.length);
      return labelsPdf(groups, layout, title);
    },

    /** The order's packing list as a PDF, with its number. */
    async packingList(orderId: number) {
      const { order, bags } = await bagsOf(orderId);
      const unassigned = order.items
        .filter((item) => item.people.length === 0)
        .map((item) => `${(item.product ?? item.package)?.name ?? ''} ×${item.quantity}`);
      const pdf = packingListPdf(bags, {
        orderNumber: order.number,
        client: order.client.name,
        institution: order.institution?.name ?? null,
        promisedDate: order.promisedDate,
        unassigned,
      });
      return { number: order.number, pdf };
    },
  };
}

export type LabelService = ReturnType<typeof createLabelService>;
