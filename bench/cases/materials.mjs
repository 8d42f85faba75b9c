import { onBothDatabases } from '../lib/list-bench.mjs';
import { load, printTable } from '../lib/load.mjs';
import { analyse } from '../lib/seed-people.mjs';
import { seedMaterials } from '../lib/seed-materials.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const cases = (seeded) => [
  [
    'materials: search + low stock, page 1',
    '/api/material?q=tela&lowStock=true&sort=code&pageSize=20',
  ],
  [
    'ledger of a busy material, page 1',
    `/api/material/${seeded.busyMaterialId}/movements?pageSize=20`,
  ],
  [
    'ledger of a busy material, page 100',
    `/api/material/${seeded.busyMaterialId}/movements?pageSize=20&page=100`,
  ],
  ['every movement: search + type, page 1', '/api/material/movement?q=hilo&type=OUT&pageSize=20'],
  ['requirements of an order', `/api/order/${seeded.orderId}/materials`],
  ['requirements of everything in production', '/api/material/requirements'],
];

async function measure(label, env, databaseUrl) {
  const server = await startServer(env);
  try {
    const seeded = await seedMaterials({ databaseUrl, dataDir: server.dataDir });
    console.log(
      `\n${label}: seeded ${seeded.materials} materials, ${seeded.movements} movements and ${seeded.orders} orders in ${seeded.seconds.toFixed(1)} s`,
    );
    if (databaseUrl) await analyse(databaseUrl);
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const list = cases(seeded);
    for (const [, url] of list) {
      const data = (await (await fetch(server.url + url, { headers })).json()).data;
      console.log(
        `  ${url} → ${data.total !== undefined ? `total ${data.total}` : `${data.lines.length} materials, ${data.orders.length} orders`}`,
      );
    }
    const rows = [];
    for (const [name, url] of list) {
      rows.push({ name: `${label}: ${name}`, ...(await load(server.url + url, { headers })) });
    }
    // Writes: exits of one material, 10 at a time, each a conditional update and an insert.
    const body = JSON.stringify({
      type: 'OUT',
      materialId: seeded.busyMaterialId + 1,
      quantity: 0.001,
      allowNegative: true,
      reason: 'bench',
    });
    rows.push({
      name: `${label}: POST an exit (10 conn)`,
      ...(await load(`${server.url}/api/material/movement`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        connections: 10,
      })),
    });
    return rows;
  } finally {
    await server.stop();
  }
}

export default async function materials() {
  const rows = await onBothDatabases(measure);
  printTable(
    'Materials: 500 materials, 200,000 movements, 1,000 orders (50 connections unless noted, staff token)',
    rows,
  );
}
