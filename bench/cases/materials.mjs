import { onSeededServer, printBothDatabases } from '../lib/list-bench.mjs';
import { load } from '../lib/load.mjs';
import { seedMaterials } from '../lib/seed-materials.mjs';

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
  const said = (s) =>
    `${s.materials} materials, ${s.movements} movements and ${s.orders} orders in ${s.seconds.toFixed(1)} s`;
  return onSeededServer(
    { label, env, databaseUrl, seed: seedMaterials, said },
    async ({ server, seeded, headers }) => {
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
    },
  );
}

export default async function materials() {
  await printBothDatabases(
    'Materials: 500 materials, 200,000 movements, 1,000 orders (50 connections unless noted, staff token)',
    measure,
  );
}
