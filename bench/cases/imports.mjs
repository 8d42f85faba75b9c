import { performance } from 'node:perf_hooks';
import writeXlsxFile from 'write-excel-file/node';
import { onBothDatabases } from '../lib/list-bench.mjs';
import { printColumns } from '../lib/load.mjs';
import { signIn, startServer } from '../lib/server.mjs';

// Imports (issue 38): IMPORT_CLIENTS clients (10,000 unless said) from one XLSX workbook, the
// preview, the import in one transaction and its undo, each timed once end to end.
const CLIENTS = Number(process.env.IMPORT_CLIENTS ?? 10_000);

async function workbook() {
  const rows = [['Nombre', 'Documento', 'Correo', 'Teléfono', 'Ciudad']];
  for (let i = 1; i <= CLIENTS; i++) {
    rows.push([
      `Cliente Banco ${i}`,
      9_000_000 + i,
      `banco${i}@example.com`,
      70_000_000 + i,
      'La Paz',
    ]);
  }
  return writeXlsxFile(rows).toBuffer();
}

/** POSTs the workbook as a form to `path`; the answer's data and the seconds it took. */
async function send(url, headers, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'clientes.xlsx');
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers, body: form });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.message}`);
  return { data: body.data, seconds: (performance.now() - started) / 1000 };
}

async function measure(label, env) {
  const server = await startServer(env);
  try {
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    const bytes = await workbook();
    const preview = await send(`${server.url}/api/client/import/preview`, headers, bytes);
    const run = await send(`${server.url}/api/client/import`, headers, bytes);
    const started = performance.now();
    const undo = await fetch(`${server.url}/api/import/${run.data.importId}/undo`, {
      method: 'POST',
      headers,
    });
    const undoSeconds = (performance.now() - started) / 1000;
    const removed = (await undo.json()).data.removed;
    const kib = (bytes.length / 1024).toFixed(0);
    return [
      [`${label}: preview (${kib} KiB XLSX)`, preview.seconds, `${preview.data.valid} valid`],
      [`${label}: import`, run.seconds, `${run.data.created} created`],
      [`${label}: undo`, undoSeconds, `${removed} removed`],
    ];
  } finally {
    await server.stop();
  }
}

export default async function imports() {
  const rows = await onBothDatabases(measure);
  console.log(
    `\nImports: ${CLIENTS.toLocaleString('en')} clients from one XLSX (goal: import ≤ 10 s; never a threshold)`,
  );
  printColumns(
    ['case', 'seconds', 'rows'],
    rows.map(([name, seconds, what]) => [name, seconds.toFixed(2), what]),
  );
}
