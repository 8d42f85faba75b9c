import { productCreator } from './catalogue-helpers';
import { creator, type Caller } from './people-helpers';

/** S 100–150, M 150–170, L 170–250 (each up to the next's start): the orders' garment's sizes. */
export const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
  { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
  { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
];

/** What an order needs: a client of an institution, a sized garment, a plain product and a pack. */
export async function orderFixtures(api: Caller, tag: string) {
  const institution = await creator(
    api,
    '/api/institution/create',
  )({
    name: `Colegio ${tag}`,
    type: 'COLEGIO',
  });
  const client = await creator(
    api,
    '/api/client/create',
  )({
    name: `Cliente ${tag}`,
    documentNumber: `DOC${tag}`,
    institutionId: institution.id,
  });
  const product = productCreator(api);
  const toga = await product(`TOGA-${tag}`, {
    name: `Toga ${tag}`,
    priceCents: 15000,
    sizes: SIZES,
  });
  const birrete = await product(`BIR-${tag}`, { name: `Birrete ${tag}`, priceCents: 2550 });
  const pack = await createFixedPack(api, `PCK-${tag}`, `Pack ${tag}`, [toga.id, birrete.id]);
  return { institution, client, toga, birrete, pack };
}

/** An active pack at a fixed 160.00 holding one of each product; any failure stops the test. */
export async function createFixedPack(
  api: Caller,
  code: string,
  name: string,
  productIds: number[],
) {
  const pack = await api('POST', '/api/package/create', {
    code,
    name,
    description: [],
    items: productIds.map((productId) => ({ productId, quantity: 1 })),
    priceMode: 'FIXED',
    priceCents: 16000,
    status: 'ACTIVE',
    media: [],
  });
  if (pack.statusCode !== 200) throw new Error(pack.text);
  return pack.body.data as { id: number; code: string };
}

export type OrderFixtures = Awaited<ReturnType<typeof orderFixtures>>;

export const orderBody = (f: OrderFixtures, extra: object = {}) => ({
  clientId: f.client.id,
  promisedDate: '2030-03-15',
  notes: 'Entrega en el colegio',
  items: [{ productId: f.birrete.id, quantity: 3 }],
  ...extra,
});

/** Creates an order through the API; any failure stops the test. */
export function createOrder(api: Caller, f: OrderFixtures, extra: object = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return creator<any>(api, '/api/order/create')(orderBody(f, extra));
}
