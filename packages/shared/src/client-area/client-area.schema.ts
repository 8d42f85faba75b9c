import { idField, idParam, requiredName, versionField } from '../forms/fields';
import { heightCmSchema } from '../forms/height';
import { enumFilter, pagedQuery, searchParam, sortParam } from '../http/list-query';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { CreateOrderInputSchema, ORDER_SORT_FIELDS, ORDER_STATUSES } from '../orders/order.schema';
import { PackageSchema } from '../packages/package.schema';
import { PRODUCT_MESSAGES } from '../products/product-messages';
import { ProductSchema } from '../products/product.schema';
import { NamedRefSchema } from '../http/audit-fields';
import { z } from '../zod';

/** Every Spanish text of the client area (issue 20) that the server or the web app shows. */
export const CLIENT_AREA_MESSAGES = {
  ordersFound: 'Pedidos encontrados',
  orderSent: 'Pedido enviado. Le avisaremos cuando pase a producción.',
  peopleSaved: 'Datos de las personas actualizados',
  peopleReadOnly: 'Solo se pueden corregir las personas mientras el pedido está Pendiente',
  personUnknown: 'La persona indicada no pertenece a este pedido',
  catalogueFound: 'Catálogo encontrado',
  proofSent: 'Comprobante enviado. El taller lo revisará pronto.',
  noClientRecord: 'Su cuenta no tiene una ficha de cliente. Comuníquese con el taller.',
  profileFound: 'Datos del cliente encontrados',
} as const;

/** The order timeline a client follows (cancelled orders show their own label). */
export const CLIENT_ORDER_STEPS = ['PENDING', 'IN_PRODUCTION', 'FINISHED', 'DELIVERED'] as const;

/** GET /api/client-area/orders: the caller's own orders only; no trash. */
export const ClientOrderListQuerySchema = pagedQuery({
  q: searchParam,
  status: enumFilter(ORDER_STATUSES, ORDER_MESSAGES.statusInvalid),
  sort: sortParam(ORDER_SORT_FIELDS, '-number'),
});
export type ClientOrderListQuery = z.output<typeof ClientOrderListQuerySchema>;

/** POST /api/client-area/orders/create: the staff order body without the client (the caller). */
export const ClientCreateOrderInputSchema = CreateOrderInputSchema.omit({
  clientId: true,
  institutionId: true,
});
export type ClientCreateOrderInput = z.input<typeof ClientCreateOrderInputSchema>;
export type ClientCreateOrderData = z.output<typeof ClientCreateOrderInputSchema>;

/** PUT /api/client-area/orders/{id}/people: names and heights, while the order is PENDING. */
export const ClientOrderPeopleInputSchema = z.object({
  version: versionField(ORDER_MESSAGES.versionRequired),
  people: z
    .array(
      z.object({
        id: idField(ORDER_MESSAGES.personIdInvalid),
        name: requiredName('El nombre', ORDER_MESSAGES.personNameRequired, 100),
        heightCm: heightCmSchema,
      }),
      { error: ORDER_MESSAGES.tooManyPeople },
    )
    .max(1000, ORDER_MESSAGES.tooManyPeople),
});
export type ClientOrderPeopleInput = z.input<typeof ClientOrderPeopleInputSchema>;
export type ClientOrderPeopleData = z.output<typeof ClientOrderPeopleInputSchema>;

/** GET /api/client-area/catalogue: active products and packs, by text and production line. */
export const CatalogueQuerySchema = z.object({
  q: searchParam,
  lineId: idParam(PRODUCT_MESSAGES.lineInvalid).optional(),
});
export type CatalogueQuery = z.output<typeof CatalogueQuerySchema>;

/** What a client sees of a product: no audit fields, no status (only active ones are shown). */
export const CatalogueProductSchema = ProductSchema.pick({
  id: true,
  code: true,
  name: true,
  kind: true,
  model: true,
  modelColor: true,
  priceCents: true,
  unit: true,
  description: true,
  sizes: true,
  media: true,
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CataloguePackageSchema = PackageSchema.pick({
  id: true,
  code: true,
  name: true,
  description: true,
  priceCents: true,
  items: true,
  media: true,
});
export type CataloguePackage = z.infer<typeof CataloguePackageSchema>;

export const CatalogueSchema = z.object({
  products: z.array(CatalogueProductSchema),
  packages: z.array(CataloguePackageSchema),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/**
 * GET /api/client-area/me: the caller's client record as its orders take it — its name and its
 * institution (an order the client places is the institution's, as a staff order for it is).
 */
export const ClientAreaMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: NamedRefSchema.nullable(),
});
export type ClientAreaMe = z.infer<typeof ClientAreaMeSchema>;
