import { setBillingInfo } from './billing-helpers';
import { productCreator } from './catalogue-helpers';
import { liveApi, liveCaller, type LiveApi } from './live-api';
import { materialCreator, move } from './material-helpers';
import { creator, type Caller } from './people-helpers';
import { loginToSpawned, type SpawnedServer } from './spawn-server';
import { SETTINGS } from './whatsapp-helpers';

/**
 * What the money writers (live-money-writers.ts) work on, made through the API of a spawned
 * server: staff accounts that write, clients with accounts of their own (opted in to WhatsApp,
 * with templates for the events the writers cause), large orders, a bill per client order that
 * only the clients pay, and materials with stock.
 */

const STAFF_WRITERS = 4;
const CLIENTS = 2;
const ORDERS_PER_CLIENT = 2;
const MATERIALS = 3;
/** Each order is worth Bs 100,000: the writers' small advances never bill it whole. */
const ORDER_QUANTITY = 100;
const UNIT_PRICE_CENTS = 100_000;
/** The bill each client pays Bs 1 at a time: room for far more proofs than a run sends. */
const CLIENT_BILL_CENTS = 50_000;
const INITIAL_STOCK = 1000;
/** Kinds whose WhatsApp template the setup enables (events the writers cause). */
export const WHATSAPP_KINDS = ['PAYMENT_APPROVED', 'ORDER_CREATED'];

export type Writer = { name: string; api: LiveApi };
export type MoneyClient = Writer & {
  id: number;
  orderIds: number[];
  /** Bills issued at setup, paid only by this client's proofs (never annulled). */
  billIds: number[];
};
export type MoneySetup = {
  staff: Writer[];
  clients: MoneyClient[];
  /** Every order of the setup: the staff bill them all. */
  orderIds: number[];
  productId: number;
  materialIds: number[];
  /** Writes the setup sent (the write limits count them with the writers'). */
  writes: number;
};

const password = (who: string) => `clave-de-${who}-para-el-choque`;

async function signIn(server: SpawnedServer, email: string, pass: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: pass }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The settings that switch sending on, and a template for each of WHATSAPP_KINDS. */
async function configureWhatsApp(admin: Caller) {
  const settings = await admin('PUT', '/api/whatsapp/settings', SETTINGS);
  if (settings.statusCode !== 200) throw new Error(settings.text);
  const templates = (await admin('GET', '/api/whatsapp/templates')).body.data.items as {
    kind: string;
  }[];
  const saved = await admin('PUT', '/api/whatsapp/templates', {
    items: templates.map((t) =>
      WHATSAPP_KINDS.includes(t.kind)
        ? {
            ...t,
            enabled: true,
            templateName: t.kind.toLowerCase(),
            language: 'es',
            variables: ['orderNumber', 'amount'],
          }
        : t,
    ),
  });
  if (saved.statusCode !== 200) throw new Error(saved.text);
}

/** A client with a CLIENTE account (its set-password link followed), opted in to WhatsApp. */
async function clientWithAccount(server: SpawnedServer, admin: Caller, i: number) {
  const email = `cliente${i}@choque.test`;
  const created = await admin('POST', '/api/client/create', {
    name: `Cliente del choque ${i}`,
    documentNumber: `CHOQUE${i}`,
    email,
    phone: `+5917100000${i}`,
    createAccess: true,
  });
  if (created.statusCode !== 200) throw new Error(created.text);
  const link = new URL(created.body.data.passwordLink as string);
  const token = link.searchParams.get('token') ?? link.hash.replace(/^#(token=)?/, '');
  const reset = await fetch(`${server.url}/api/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: password(`cliente-${i}`) }),
  });
  if (reset.status !== 200) throw new Error(`reset ${email}: ${await reset.text()}`);
  const consent = await admin('PUT', '/api/whatsapp/consent', {
    clientId: created.body.data.id,
    optIn: true,
  });
  if (consent.statusCode !== 200) throw new Error(consent.text);
  const api = liveApi(server.url, await signIn(server, email, password(`cliente-${i}`)));
  return { id: created.body.data.id as number, name: created.body.data.name as string, api };
}

async function staffWriter(server: SpawnedServer, admin: Caller, i: number): Promise<Writer> {
  const email = `caja${i}@choque.test`;
  const user = await creator(
    admin,
    '/api/user/create',
  )({ name: `Caja ${i}`, email, role: 'ADMINISTRADOR', password: password(`caja-${i}`) });
  return {
    name: user.name,
    api: liveApi(server.url, await signIn(server, email, password(`caja-${i}`))),
  };
}

/** An order of the client worth ORDER_QUANTITY × UNIT_PRICE_CENTS; answers its id. */
async function createBigOrder(api: Caller, clientId: number, productId: number) {
  const order = await creator(
    api,
    '/api/order/create',
  )({
    clientId,
    promisedDate: '2030-03-15',
    items: [{ productId, quantity: ORDER_QUANTITY, unitPriceCents: UNIT_PRICE_CENTS }],
  });
  return order.id;
}

export async function moneySetup(server: SpawnedServer): Promise<MoneySetup> {
  const director = liveCaller(server.url, await loginToSpawned(server));
  let writes = CLIENTS; // each client's set-password call
  const admin: Caller = (method, url, payload) => {
    if (method !== 'GET') writes += 1;
    return director(method, url, payload);
  };
  await setBillingInfo(admin);
  await configureWhatsApp(admin);
  const product = await productCreator(admin)('CHOQUE-TOGA', { priceCents: UNIT_PRICE_CENTS });
  const staff: Writer[] = [];
  for (let i = 1; i <= STAFF_WRITERS; i += 1) staff.push(await staffWriter(server, admin, i));
  const clients: MoneyClient[] = [];
  for (let i = 1; i <= CLIENTS; i += 1) {
    const client = await clientWithAccount(server, admin, i);
    const orderIds: number[] = [];
    const billIds: number[] = [];
    for (let o = 0; o < ORDERS_PER_CLIENT; o += 1) {
      const orderId = await createBigOrder(admin, client.id, product.id);
      const bill = await creator(
        admin,
        '/api/bill/create',
      )({ orderId, kind: 'ADVANCE', amountCents: CLIENT_BILL_CENTS });
      orderIds.push(orderId);
      billIds.push(bill.id);
    }
    clients.push({ ...client, orderIds, billIds });
  }
  const material = materialCreator(admin);
  const materialIds: number[] = [];
  for (let i = 1; i <= MATERIALS; i += 1) {
    const { id } = await material(`TELA-CHOQUE-${i}`);
    await move(admin, { type: 'IN', materialId: id, quantity: INITIAL_STOCK });
    materialIds.push(id);
  }
  return {
    staff,
    clients,
    orderIds: clients.flatMap((c) => c.orderIds),
    productId: product.id,
    materialIds,
    writes,
  };
}
