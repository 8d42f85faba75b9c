import {
  CreateOrderInputSchema,
  DELIVERY_MESSAGES as M,
  ORDER_MESSAGES,
  eventDate,
  orderStatusLabel,
  type Order,
  type OrderDeliveries,
  type RecordDeliveryData,
  type RecordDeliveryResult,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import * as stamps from '../../lib/audit-stamps';
import { emitEvent } from '../notifications/outbox';
import { findOrderNumbers } from '../orders/order-lookups';
import type { OrderService } from '../orders/order.service';
import { deliveriesOf, productsOf, rosterOf, type RosterPerson } from './delivery-roster';
import * as repo from './delivery.repository';

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * Delivery person by person (issue 35): the order's people with their state, and each event
 * recorded at the school door. Reads and creates orders only through the orders service.
 */
export function createDeliveryService({ db, orders }: { db: Db; orders: OrderService }) {
  async function liveOrder(id: number): Promise<Order> {
    const order = await orders.get(id);
    if (order.deletedAt) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  }

  async function answer(order: Order, showStaff = true): Promise<OrderDeliveries> {
    const rows = await repo.findEventsOfOrder(db, order.id);
    const ids = rows.flatMap((r) => (r.exchangeOrderId === null ? [] : [r.exchangeOrderId]));
    const numbers = new Map((await findOrderNumbers(db, ids)).map((o) => [o.id, o.number]));
    return deliveriesOf(order, rows, numbers, { showStaff });
  }

  /** The product whose size changes and the new size as its table writes it. */
  function exchangeOf(entry: RosterPerson, input: RecordDeliveryData) {
    const sized = productsOf(entry).filter((p) => p.sizes.length > 0);
    const product =
      input.productId != null
        ? sized.find((p) => p.productId === input.productId)
        : sized.length === 1
          ? sized[0]
          : undefined;
    if (!product) {
      throw badRequest(
        'INVALID_INPUT',
        input.productId == null && sized.length > 1 ? M.productRequired : M.productNotOfPerson,
      );
    }
    const wanted = input.newSize!.toLocaleUpperCase('es');
    const size = product.sizes.find((s) => s.toLocaleUpperCase('es') === wanted);
    if (!size)
      throw badRequest('INVALID_INPUT', M.sizeUnknown(input.newSize!, product.sizes.join(', ')));
    if (size === product.size) throw badRequest('INVALID_INPUT', M.sameSize);
    return { product, size };
  }

  /** The small order of a size change: the same pupil, one garment of the new size, at no cost. */
  async function createExchange(
    order: Order,
    entry: RosterPerson,
    input: RecordDeliveryData,
    actor: Actor,
  ) {
    const { product, size } = exchangeOf(entry, input);
    const { person } = entry;
    const body = CreateOrderInputSchema.parse({
      clientId: order.clientId,
      institutionId: order.institutionId,
      promisedDate: new Date().toISOString().slice(0, 10),
      notes: M.exchangeNote(order.number, person.name),
      items: [
        {
          productId: product.productId,
          unitPriceCents: 0,
          people: [{ name: person.name, heightCm: person.heightCm, course: person.course, size }],
        },
      ],
    });
    return { exchange: await orders.create(body, actor), product, size };
  }

  /** When every person has their bag, the order becomes 'Entregado' (with its history line). */
  async function closeWhenComplete(orderId: number, actor: Actor) {
    const after = await liveOrder(orderId);
    if (after.status !== 'FINISHED' || after.totalPeople === 0) return;
    if (after.deliveredPeople < after.totalPeople) return;
    await orders
      .changeStatus(orderId, { status: 'DELIVERED', note: M.autoDelivered }, actor)
      .catch((error: unknown) => {
        // Two last scans at once: the other request moved it already.
        if (error instanceof AppError && error.statusCode === 409) return;
        throw error;
      });
  }

  return {
    async list(orderId: number): Promise<OrderDeliveries> {
      return answer(await liveOrder(orderId));
    },

    /** The client area's view of its own order: no staff names. */
    forClient: (order: Order) => answer(order, false),

    async record(
      orderId: number,
      input: RecordDeliveryData,
      actor: Actor,
    ): Promise<RecordDeliveryResult> {
      const order = await liveOrder(orderId);
      const entry = rosterOf(order).find((e) => e.person.id === input.personId);
      if (!entry) throw badRequest('NOT_OF_RECORD', M.personNotOfOrder);
      const status = orderStatusLabel(order.status);
      if (input.state === 'SIZE_CHANGE') {
        if (order.status !== 'FINISHED' && order.status !== 'DELIVERED') {
          throw conflict('STATUS_LOCKED', M.notExchangeable(status));
        }
      } else if (order.status !== 'FINISHED') {
        throw conflict('STATUS_LOCKED', M.notDeliverable(status));
      }
      const name = entry.person.name;
      const refused = () =>
        conflict(
          'ALREADY_DELIVERED',
          input.state === 'ABSENT'
            ? M.alreadyDeliveredCannotBeAbsent(name)
            : M.alreadyDelivered(name),
        );
      // Checked first for a clear answer; the unique index decides when two scanners race.
      if (input.state !== 'SIZE_CHANGE' && (await repo.findDelivered(db, entry.person.id))) {
        throw refused();
      }
      const made =
        input.state === 'SIZE_CHANGE' ? await createExchange(order, entry, input, actor) : null;
      await onUniqueViolation(
        () =>
          db.transaction().execute(async (trx) => {
            await repo.insertEvent(trx, {
              orderId,
              orderPersonId: entry.person.id,
              state: input.state,
              receivedBy: input.receivedBy ?? null,
              note: input.note ?? null,
              productId: made?.product.productId ?? null,
              newSize: made?.size ?? null,
              exchangeOrderId: made?.exchange.id ?? null,
              ...stamps.created(actor),
            });
            // The pupil got their bag: the client hears of it with the delivery (decision 016).
            if (input.state === 'DELIVERED') {
              await emitEvent(trx, 'PERSON_DELIVERED', {
                clientId: order.clientId,
                entityId: orderId,
                fields: {
                  orderNumber: order.number,
                  personName: name,
                  clientName: order.client.name,
                  date: eventDate(new Date().toISOString()),
                },
              });
            }
          }),
        refused,
      );
      if (input.state === 'DELIVERED') await closeWhenComplete(orderId, actor);
      const exchangeOrder = made ? { id: made.exchange.id, number: made.exchange.number } : null;
      return { ...(await answer(await liveOrder(orderId))), exchangeOrder };
    },
  };
}
