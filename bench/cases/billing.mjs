import { printBothDatabases } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { apiOf, signIn, startServer } from '../lib/server.mjs';

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

export default async function billing() {
  await printBothDatabases(
    'Billing: issuing bills and listing them (50 connections unless noted)',
    measure,
  );
}
