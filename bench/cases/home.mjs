import { onSeededServer, printBothDatabases } from '../lib/list-bench.mjs';
import { startBaseline } from '../lib/baseline.mjs';
import { paired } from '../lib/load.mjs';
import { seedBilling } from '../lib/seed-billing.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';

// 'Inicio' (issue 38) over HOME_ORDERS orders (100,000 unless said), received over two years,
// with their bills, payments and material exits: the one call the home makes.
const ORDERS = Number(process.env.HOME_ORDERS ?? 100_000);

async function measure(label, env, databaseUrl) {
  const seed = async (target) => {
    const seeded = await seedOrders({
      ...target,
      orders: ORDERS,
      peoplePerOrder: 2,
      createdOverDays: 730,
    });
    console.log(
      `\n${label}: seeded ${seeded.orders} orders with ${seeded.people} people in ${seeded.seconds.toFixed(1)} s`,
    );
    const money = await seedBilling(target);
    console.log(
      `  then ${money.bills} bills, ${money.payments} payments and ${money.movements} material exits in ${money.seconds.toFixed(1)} s`,
    );
    return seeded;
  };
  return onSeededServer({ label, env, databaseUrl, seed }, async ({ server, headers }) => {
    const answer = await fetch(`${server.url}/api/home`, { headers });
    const body = Buffer.from(await answer.arrayBuffer());
    const home = JSON.parse(body.toString()).data;
    const { dueThisWeek, overdue, lowStock, proofs, owed, openTickets } = home;
    console.log(
      `  /api/home → due ${dueThisWeek.count}, overdue ${overdue.count}, low stock ${lowStock.count}, proofs ${proofs.count}, owed ${owed.cents} (over 30 days ${owed.over30Cents}), tickets ${openTickets.count}; by status ${home.byStatus.map((s) => `${s.status} ${s.count}`).join(', ')}`,
    );
    // Bare node:http in its own process sending the same bytes: the ratio of the same run.
    const baseline = await startBaseline({
      '/api/home': { type: 'application/json; charset=utf-8', body },
    });
    try {
      const rows = [];
      for (const connections of [1, 10]) {
        rows.push({
          name: `${label}: GET /api/home (${connections} conn)`,
          ...(await paired(`${server.url}/api/home`, `${baseline.url}/api/home`, {
            headers,
            connections,
          })),
        });
      }
      return rows;
    } finally {
      await baseline.stop();
    }
  });
}

export default async function home() {
  await printBothDatabases(
    `'Inicio': the home's figures over ${ORDERS.toLocaleString('en')} orders (staff token; p99 goal ≤ 100 ms on SQLite, never a threshold)`,
    measure,
  );
}
