import {
  CLIENT_AREA_MESSAGES as CM,
  ORDER_MESSAGES as M,
  type ClientAreaMe,
  type ClientCreateOrderData,
  type ClientOrderListQuery,
  type ClientOrderPeopleData,
  type Order,
  type Page,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { findClientByUserId } from '../clients/client.repository';
import { findInstitutionName } from '../institutions/institution.repository';
import type { OrderService } from '../orders/order.service';

/** The live client record of a CLIENTE account, or null (an account whose client went away). */
export async function ownClient(db: Db, actor: Pick<Actor, 'id'>) {
  const client = await findClientByUserId(db, actor.id);
  return client && !client.deletedAt ? client : null;
}

/** The id of the caller's live client record, or null. */
export const ownClientId = async (db: Db, actor: Pick<Actor, 'id'>) =>
  (await ownClient(db, actor))?.id ?? null;

export type ClientAreaService = ReturnType<typeof createClientAreaService>;

/**
 * The client's own view (issue 20): every call is scoped to the client record of the signed-in
 * account, whatever id is sent. Another client's order answers 404, exactly as a missing one.
 */
export function createClientAreaService({ db, orders }: { db: Db; orders: OrderService }) {
  const clientOf = (actor: Actor) => ownClient(db, actor);

  async function ownOrder(actor: Actor, id: number): Promise<Order> {
    const client = await clientOf(actor);
    if (!client) throw notFound(M.notFound);
    const order = await orders.get(id).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!order || order.clientId !== client.id || order.deletedAt) throw notFound(M.notFound);
    return order;
  }

  return {
    clientOf,

    /**
     * The caller's client record as its orders take it: name and institution; 404 for an
     * account without one (the account may call, there is just nothing to show).
     */
    async me(actor: Actor): Promise<ClientAreaMe> {
      const client = await clientOf(actor);
      if (!client) throw notFound(CM.noClientRecord);
      const id = client.institutionId;
      // The order keeps the client's institution even when it is in the trash: so does this.
      const institution = id === null ? null : await findInstitutionName(db, id);
      return {
        id: client.id,
        name: client.name,
        institution: id !== null && institution ? { id, name: institution.name } : null,
      };
    },

    async listOrders(actor: Actor, query: ClientOrderListQuery): Promise<Page<Order>> {
      const client = await clientOf(actor);
      if (!client) return pageOf([], 0, query);
      return orders.list({ ...query, deleted: false, overdue: false, clientId: client.id });
    },

    getOrder: ownOrder,

    async createOrder(actor: Actor, input: ClientCreateOrderData): Promise<Order> {
      const client = await clientOf(actor);
      if (!client) throw forbidden(CM.noClientRecord);
      // Prices are the catalogue's: a client never sets a price or a discount.
      const items = input.items.map((item) => ({
        ...item,
        unitPriceCents: null,
        discountCents: 0,
      }));
      // Only what the client's catalogue shows: live and ACTIVE products and packs.
      return orders.create({ ...input, items, clientId: client.id, institutionId: null }, actor, {
        catalogueOnly: true,
      });
    },

    /**
     * Names and heights of the order's people while it is PENDING: the stored order saved again
     * through the staff update, so sizes are suggested anew and the version is checked.
     */
    async updatePeople(actor: Actor, id: number, input: ClientOrderPeopleData): Promise<Order> {
      const order = await ownOrder(actor, id);
      if (order.status !== 'PENDING') throw conflict('STATUS_LOCKED', CM.peopleReadOnly);
      const given = new Map(input.people.map((p) => [p.id, p]));
      const known = new Set(order.items.flatMap((i) => i.people.map((p) => p.id)));
      if (input.people.some((p) => !known.has(p.id)))
        throw badRequest('NOT_OF_RECORD', CM.personUnknown);
      return orders.update(
        {
          id: order.id,
          version: input.version,
          clientId: order.clientId,
          institutionId: order.institutionId,
          promisedDate: order.promisedDate,
          notes: order.notes,
          items: order.items.map((item) => ({
            id: item.id,
            productId: item.productId,
            packageId: item.packageId,
            quantity: item.quantity,
            unitPriceCents: item.unitPriceCents,
            discountCents: item.discountCents,
            people: item.people.map((person) => {
              const change = given.get(person.id);
              return {
                id: person.id,
                name: change?.name ?? person.name,
                heightCm: change?.heightCm ?? person.heightCm,
                size: person.sizeOverridden ? person.size : null,
                course: person.course,
                notes: person.notes,
                // A pack's sizes chosen over the suggested ones stay; the rest are suggested anew.
                sizes: person.sizes.map((s) => ({
                  productId: s.productId,
                  size: s.overridden ? s.size : null,
                })),
              };
            }),
          })),
        },
        actor,
      );
    },
  };
}
