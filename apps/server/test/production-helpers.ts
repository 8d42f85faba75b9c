import { productCreator } from './catalogue-helpers';
import { SIZES, createFixedPack } from './order-helpers';
import { creator, type Caller } from './people-helpers';

/**
 * A school order in production: 'Pack escolar' (a sized polo and an unsized cap) for 8 pupils,
 * 3 of 120 cm (S), 4 of 155 (M) and 1 of 180 (L); so 3 + 4 + 1 polos and 8 caps. `clientId`
 * names its client (a new one when not given).
 */
export async function orderInProduction(api: Caller, tag: string, clientId?: number) {
  const client =
    clientId ??
    (
      await creator(
        api,
        '/api/client/create',
      )({ name: `Colegio ${tag}`, documentNumber: `DOC-${tag}` })
    ).id;
  const product = productCreator(api);
  const polo = await product(`POLO-${tag}`, { name: 'Polo', priceCents: 8000, sizes: SIZES });
  const gorra = await product(`GORRA-${tag}`, { name: 'Gorra', priceCents: 2000 });
  const pack = await createFixedPack(api, `PCK-${tag}`, `Pack ${tag}`, [polo.id, gorra.id]);
  const people = Array.from({ length: 8 }, (_, at) => ({
    name: `Alumno ${at + 1}`,
    heightCm: at < 3 ? 120 : at < 7 ? 155 : 180,
  }));
  const order = await creator<{ id: number; number: string }>(
    api,
    '/api/order/create',
  )({
    clientId: client,
    promisedDate: '2030-03-15',
    items: [{ packageId: pack.id, people }],
  });
  const moved = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
  if (moved.statusCode !== 200) throw new Error(moved.text);
  return { order, polo, gorra, clientId: client };
}

export type StageRef = { id: number; name: string };

/** The live stages, in order. */
export async function stagesOf(api: Caller): Promise<StageRef[]> {
  const res = await api('GET', '/api/production-stage');
  if (res.statusCode !== 200) throw new Error(res.text);
  return res.body.data;
}

/** Records `count` pieces of a product and size through a stage; answers the raw answer. */
export const recordProgress = (
  api: Caller,
  orderId: number,
  body: { stageId: number; productId: number; size: string | null; count: number; note?: string },
) => api('POST', `/api/order/${orderId}/stage-progress`, body);
