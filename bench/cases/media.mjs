import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startInOwnProcess } from '../lib/baseline.mjs';
import { startServer } from '../lib/server.mjs';
import { printColumns } from '../lib/load.mjs';

const MB = 1024 * 1024;
const FILES = 20;
const ADMIN = { email: 'bench@taller.test', password: 'clave-de-benchmark-1' };

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakRss = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

/** A valid MP4 of exactly `size` bytes: ftyp box, then an mdat box filled from `noise`. */
function mp4Head(size) {
  const box = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length + 8);
    head.write(type, 4, 'ascii');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(size - ftyp.length);
  mdatHead.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdatHead]);
}

/**
 * Streams one multipart request of FILES files of `size` bytes (the same random bytes reused, so
 * the client holds one file in memory), honouring backpressure. Returns seconds and the answer.
 */
async function uploadBatch(url, path_, headers, size, files = FILES) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = mp4Head(size);
  const noise = randomBytes(size - head.length);
  const started = process.hrtime.bigint();
  const answer = new Promise((resolve, reject) => {
    const req = request(
      `${url}${path_}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    (async () => {
      const write = (chunk) =>
        req.write(chunk) ? Promise.resolve() : new Promise((r) => req.once('drain', r));
      for (let i = 0; i < files; i += 1) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="v${i}.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        );
        await write(head);
        for (let offset = 0; offset < noise.length; offset += MB) {
          await write(noise.subarray(offset, offset + MB));
        }
        await write('\r\n');
      }
      req.end(`--${boundary}--\r\n`);
    })().catch(reject);
  });
  const result = await answer;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, ...result };
}

/**
 * The physical limit: bare node:http piping the request body straight into one file of `dir`.
 * Started by startDiskBaseline in a process of its own.
 */
export function diskBaselineServer({ dir }) {
  let n = 0;
  return createServer(async (req, res) => {
    await pipeline(req, createWriteStream(path.join(dir, `body-${(n += 1)}`)));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200}');
  });
}

async function startDiskBaseline() {
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-bench-disk-'));
  const server = await startInOwnProcess(import.meta.url, 'diskBaselineServer', { dir });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measureTaller(size) {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
    // Warm-up: the first upload loads the multipart and file-type code paths.
    await uploadBatch(server.url, '/api/media/upload', auth, 64 * 1024, 2);
    const before = peakRss(server.pid);
    const run = await uploadBatch(server.url, '/api/media/upload', auth, size);
    if (run.status !== 200) throw new Error(`upload failed: ${run.status} ${run.body}`);
    return { ...run, rssBefore: before, rssPeak: peakRss(server.pid) };
  } finally {
    await server.stop();
  }
}

export default async function media() {
  const rows = [];
  for (const size of [1 * MB, 10 * MB]) {
    const taller = await measureTaller(size);
    const baseline = await startDiskBaseline();
    const bare = await uploadBatch(baseline.url, '/', {}, size);
    await baseline.stop();
    rows.push({ size, taller, bare });
  }

  console.log(
    `\nMedia upload: one request of ${FILES} files (fresh server each), streamed to disk`,
  );
  const head = [
    'file size',
    'total MB',
    'seconds',
    'MB/s',
    'bare MB/s',
    'ratio',
    'peak RSS before',
    'peak RSS after',
  ];
  const lines = rows.map(({ size, taller, bare }) => {
    const total = (size * FILES) / MB;
    return [
      `${size / MB} MB`,
      total.toFixed(0),
      taller.seconds.toFixed(2),
      (total / taller.seconds).toFixed(1),
      (total / bare.seconds).toFixed(1),
      `${((bare.seconds / taller.seconds) * 100).toFixed(1)}%`,
      `${taller.rssBefore.toFixed(1)} MB`,
      `${taller.rssPeak.toFixed(1)} MB`,
    ];
  });
  printColumns(head, lines);
  const [small, large] = rows;
  const growth = large.taller.rssPeak - small.taller.rssPeak;
  console.log(
    `Peak RSS with 10 MB files vs 1 MB files: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
      `(the files are ${FILES * 9} MB larger in total; flat means streamed, not buffered)`,
  );
}
