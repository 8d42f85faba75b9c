import QRCode from 'qrcode';
import { median } from '../lib/browser-timing.mjs';
import { printColumns } from '../lib/load.mjs';
import { apiOf, signIn, startServer } from '../lib/server.mjs';

const PEOPLE = 1000;
const RUNS = 7;
const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 139.9 },
  { name: 'M', minHeightCm: 140, maxHeightCm: 159.9 },
  { name: 'L', minHeightCm: 160, maxHeightCm: 250 },
];
const COURSES = ['1.º A', '1.º B', '2.º A', '2.º B', '3.º A', '3.º B', 'Promoción 2026'];

/** 'Alumno 0001' … with a long name now and then (they shrink or wrap on the label). */
const person = (at, extra = {}) => ({
  name:
    at % 25 === 0
      ? `María Fernanda de los Ángeles Quispe Mamani ${String(at).padStart(4, '0')}`
      : `Alumno ${String(at).padStart(4, '0')}`,
  heightCm: 110 + (at % 80),
  course: COURSES[at % COURSES.length],
  ...extra,
});

/** One school order of 1,000 people: 700 with a sized polo, 300 with a pack (polo + cap). */
async function seed(api) {
  const institution = await api('POST', '/institution/create', {
    name: 'Colegio San Andrés',
    type: 'COLEGIO',
  });
  const client = await api('POST', '/client/create', {
    name: 'Promoción 2026',
    documentNumber: '9988776',
    institutionId: institution.id,
  });
  const product = (code, name, sizes) =>
    api('POST', '/product/create', {
      code,
      name,
      kind: 'OTHER',
      priceCents: 5000,
      unit: 'unidad',
      description: [],
      status: 'ACTIVE',
      sizes,
      media: [],
    });
  const polo = await product('POLO-01', 'Polo deportivo', SIZES);
  const cap = await product('GORRA-01', 'Gorra', []);
  const pack = await api('POST', '/package/create', {
    code: 'PACK-01',
    name: 'Pack deportivo',
    description: [],
    items: [
      { productId: polo.id, quantity: 1 },
      { productId: cap.id, quantity: 1 },
    ],
    priceMode: 'FIXED',
    priceCents: 9000,
    status: 'ACTIVE',
    media: [],
  });
  return api('POST', '/order/create', {
    clientId: client.id,
    promisedDate: '2030-03-15',
    items: [
      { productId: polo.id, people: Array.from({ length: 700 }, (_, i) => person(i + 1)) },
      { packageId: pack.id, people: Array.from({ length: 300 }, (_, i) => person(i + 701)) },
    ],
  });
}

/** `url` fetched RUNS + 1 times: the first call's ms, the median of the rest, and the bytes. */
async function time(url, headers) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = body.byteLength;
  }
  return { first: times[0], median: median(times.slice(1)), bytes };
}

/**
 * Issue 35: the labels of a 1,000-person order (goal ≤ 3 s), on 3×8 and 2×5 sheets, and its
 * packing list, through the real server (SQLite); then the QR codes alone, which a cache could
 * save: each label's code is its own (order and person), so a cache would only help a second
 * printing of the same order.
 */
export default async function labels() {
  console.log(
    `\nLabels: one order of ${PEOPLE} people (700 polos, 300 packs), real server, SQLite`,
  );
  const server = await startServer();
  try {
    const token = await signIn(server.url);
    const order = await seed(apiOf(server.url, token));
    const headers = { authorization: `Bearer ${token}` };
    const base = `${server.url}/api/order/${order.id}`;
    const rows = [];
    for (const [name, path] of [
      ['labels 3×8 (42 sheets)', '/labels.pdf?layout=3x8'],
      ['labels 2×5 (100 sheets)', '/labels.pdf?layout=2x5'],
      ['packing list', '/packing-list.pdf'],
    ]) {
      const t = await time(base + path, headers);
      rows.push([
        name,
        `${t.first.toFixed(0)} ms`,
        `${t.median.toFixed(0)} ms`,
        `${(t.bytes / 1024).toFixed(0)} KB`,
      ]);
    }
    const qr = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      for (let i = 1; i <= PEOPLE; i += 1) {
        const data = `taller:order:${order.id}:person:${i}`;
        QRCode.create([{ data, mode: 'byte' }], { errorCorrectionLevel: 'M' });
      }
      qr.push(performance.now() - started);
    }
    rows.push([
      `${PEOPLE} QR codes alone (in process)`,
      `${qr[0].toFixed(0)} ms`,
      `${median(qr.slice(1)).toFixed(0)} ms`,
      '',
    ]);
    printColumns(['what', 'first', `median of ${RUNS}`, 'PDF'], rows);
  } finally {
    await server.stop();
  }
}
