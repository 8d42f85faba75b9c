import { onSeededServer, printBothDatabases, printTotals } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { seedBilling } from '../lib/seed-billing.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';
import { apiOf, signIn, startServer } from '../lib/server.mjs';

// 'Cuentas por cobrar' (issue 37) over about RECEIVABLE_BILLS bills (100,000 unless said): as many
// orders, a bill for every one not cancelled, issued over two years and due the day it was.
const RECEIVABLE_BILLS = Number(process.env.RECEIVABLE_BILLS ?? 100_000);

/** A billing identity and one large order, through the API. */
async function prepare(url) {
  const token = await signIn(url);
  const api = apiOf(url, token);
  await api('PUT', '/info-bill', {
    version: 0,
    businessName: 'Banco de Pruebas SRL',
    taxId: '1020304050',
    bankAccounts: [],
    taxRatePercent: 13,
    pricesIncludeTax: true,
    currency: 'BOB',
    seriesPrefix: 'F',
    nextNumber: 1,
  });
  const client = await api('POST', '/client/create', {
    name: 'Cliente Bench',
    documentNumber: '99001',
  });
  const product = await api('POST', '/product/create', {
    code: 'BENCH-1',
    name: 'Producto bench',
    kind: 'SERVICE',
    priceCents: 1_000_000,
  });
  const order = await api('POST', '/order/create', {
    clientId: client.id,
    promisedDate: '2030-01-01',
    items: [{ productId: product.id, quantity: 1000 }],
  });
  return { token, order };
}

async function measure(label, env) {
  const server = await startServer(env);
  try {
    const { token, order } = await prepare(server.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rows = [];
    // Each request issues one advance bill: numbered inside its transaction, 10 at once.
    const issue = await load(`${server.url}/api/bill/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderId: order.id, kind: 'ADVANCE', amountCents: 100 }),
      connections: 10,
    });
    rows.push({ name: `${label}: issue an advance bill (10 conn)`, ...issue });
    const all = await apiOf(server.url, token)('GET', '/bill?pageSize=1&sort=-number');
    const last = all.items[0];
    console.log(
      `\n${label}: ${all.total} bills issued; the last is ${last.number}: ${last.sequence === all.total ? 'no gap, no duplicate' : 'NUMBERS DO NOT MATCH THE COUNT'}`,
    );
    for (const [name, path] of [
      ['list, page 1 with totals', '/api/bill?pageSize=20'],
      ['search by number', `/api/bill?q=${encodeURIComponent(last.number)}&pageSize=20`],
      [
        'status + dates, page 10',
        '/api/bill?status=ISSUED&from=2000-01-01&to=2999-12-31&page=10&pageSize=20',
      ],
    ]) {
      rows.push({ name: `${label}: ${name}`, ...(await load(server.url + path, { headers })) });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** GET /api/receivable (per client, owed by age) over the seeded bills: page 1, and with `q`. */
async function measureReceivables(label, env, databaseUrl) {
  const seed = async (target) => {
    const seeded = await seedOrders({
      ...target,
      orders: RECEIVABLE_BILLS,
      peoplePerOrder: 1,
      createdOverDays: 730,
    });
    const money = await seedBilling({ ...target, everyOrder: true });
    console.log(
      `\n${label}: seeded ${seeded.orders} orders in ${seeded.seconds.toFixed(1)} s, then ${money.bills} bills (${money.payments} payments) in ${money.seconds.toFixed(1)} s`,
    );
    return seeded;
  };
  return onSeededServer({ label, env, databaseUrl, seed }, async ({ server, headers }) => {
    const cases = [
      ['receivables, page 1 (most owed first)', '/api/receivable?pageSize=20'],
      ['receivables, q=quispe', '/api/receivable?q=quispe&pageSize=20'],
    ];
    await printTotals(server.url, headers, cases);
    const rows = [];
    for (const connections of [1, 10]) {
      for (const [name, url] of cases) {
        const result = await load(server.url + url, { headers, connections });
        rows.push({ name: `${label}: ${name} (${connections} conn)`, ...result });
      }
    }
    return rows;
  });
}

export default async function billing() {
  await printBothDatabases(
    'Billing: issuing bills and listing them (50 connections unless noted)',
    measure,
  );
  await printBothDatabases(
    `'Cuentas por cobrar' over about ${RECEIVABLE_BILLS.toLocaleString('en')} bills (p50/p99, never a threshold)`,
    measureReceivables,
  );
}
