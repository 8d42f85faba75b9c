import { median, newSignedInPage, openSignedInPage } from '../lib/browser-timing.mjs';
import { onSeededServer } from '../lib/list-bench.mjs';
import { printColumns } from '../lib/load.mjs';
import { seedBilling } from '../lib/seed-billing.mjs';
import { seedOrders } from '../lib/seed-orders.mjs';

// Issue 40: the screens people open first, on a mid-range phone, over PHONE_ORDERS orders
// (100,000 unless said, of 2 people, received over two years, with their bills, payments and
// material exits): Chromium at 390 × 844 with its CPU slowed four times and DevTools' 'Fast 3G'
// (562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up), each load in a fresh context (nothing
// cached), median of PHONE_RUNS. SQLite, the default database. Goal: ≤ 1 s (never a threshold).
const ORDERS = Number(process.env.PHONE_ORDERS ?? 100_000);
const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** The screens: a path, then what the user must see for the screen to count as loaded. */
const screens = [
  ['orders list', '/director/dashboard/orders', (page) => page.getByText(/^Mostrando 1 a/)],
  [
    'orders board',
    '/director/dashboard/orders',
    async (page) => {
      await page.getByText(/^Mostrando 1 a/).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Tablero' }).click();
      return page.getByRole('region', { name: 'Tablero de pedidos' });
    },
  ],
  ["director's home", '/director/dashboard/home', (page) => page.getByText('Pedidos por estado')],
];

async function timeScreen(browser, session, url, shown) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await newSignedInPage(browser, session);
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(url);
    const target = await shown(page);
    await target.first().waitFor({ timeout: 60_000 });
    times.push(Date.now() - started);
    await page.context().close();
  }
  return times;
}

export default async function phone() {
  const seed = async (target) => {
    const seeded = await seedOrders({
      ...target,
      orders: ORDERS,
      peoplePerOrder: 2,
      createdOverDays: 730,
    });
    await seedBilling(target);
    return seeded;
  };
  const said = (s) => `${s.orders} orders with ${s.people} people in ${s.seconds.toFixed(1)} s`;
  const lines = await onSeededServer(
    { label: 'SQLite', env: {}, seed, said },
    async ({ server }) => {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@taller.test', password: 'clave-de-benchmark-1' }),
      });
      const session = (await login.json()).data;
      const { browser } = await openSignedInPage(session);
      try {
        const rows = [];
        for (const [name, path, shown] of screens) {
          const times = await timeScreen(browser, session, server.url + path, shown);
          rows.push([name, `${median(times)}`, times.join(', ')]);
        }
        return rows;
      } finally {
        await browser.close();
      }
    },
  );
  console.log(
    `\nFirst load on a mid-range phone (390 px, CPU ×4, Fast 3G; ${ORDERS.toLocaleString('en')} orders on SQLite; median of ${RUNS}, goal ≤ 1,000 ms)`,
  );
  printColumns(['screen', 'median ms', 'each run (ms)'], lines);
}
