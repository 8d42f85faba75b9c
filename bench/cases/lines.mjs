import { request } from 'node:http';
import { startBaseline } from '../lib/baseline.mjs';
import { load, paired, printTable } from '../lib/load.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const LINES = 200;

/**
 * The lines API with a realistic catalogue: the list the Gestión de Líneas page loads (every
 * line, descriptions normalised on the way out), one line, and creating lines under load.
 */
export default async function lines() {
  const server = await startServer();
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let firstId = 0;
    for (let i = 0; i < LINES; i += 1) {
      const res = await fetch(`${server.url}/api/line/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Linea de prueba ${i}`,
          color: '#336699',
          status: 'ACTIVE',
          description: JSON.stringify(['Madera de roble', 'Barniz mate', `Detalle ${i}`]),
        }),
      });
      if (i === 0) firstId = (await res.json()).data.id;
    }
    const list = await fetch(`${server.url}/api/line`, { headers });
    const body = Buffer.from(await list.arrayBuffer());
    const bytes = body.length;
    const gzip = await rawAnswer(`${server.url}/api/line`, {
      ...headers,
      'accept-encoding': 'gzip',
    });
    // Bare node:http sending the same bytes (plain, and the same gzip bytes) to every request.
    const baseline = await startBaseline({
      '/api/line': { type: 'application/json; charset=utf-8', body },
      '/api/line?gzip': {
        type: 'application/json; charset=utf-8',
        body: gzip,
        headers: { 'content-encoding': 'gzip' },
      },
    });

    let counter = 0;
    const rows = [
      {
        name: `GET /api/line (${LINES} lines, ${(bytes / 1024).toFixed(0)} kB)`,
        ...(await paired(`${server.url}/api/line`, `${baseline.url}/api/line`, { headers })),
      },
      {
        name: `  same, gzip (${(gzip.length / 1024).toFixed(0)} kB on the wire)`,
        ...(await paired(`${server.url}/api/line`, `${baseline.url}/api/line?gzip`, {
          headers: { ...headers, 'accept-encoding': 'gzip' },
        })),
      },
      {
        name: '  same, If-None-Match (304)',
        ...(await load(`${server.url}/api/line`, {
          headers: { ...headers, 'if-none-match': list.headers.get('etag') ?? '' },
          expectedStatus: 304,
        })),
      },
      {
        name: 'GET /api/line/:id',
        ...(await load(`${server.url}/api/line/${firstId}`, { headers })),
      },
      {
        name: 'POST /api/line/create (unique names)',
        ...(await load(`${server.url}/api/line/create`, {
          method: 'POST',
          headers,
          connections: 10,
          setupClient: (client) => client.setBody(JSON.stringify({ name: 'x', description: '[]' })),
          requests: [
            {
              setupRequest: (request) => {
                counter += 1;
                return {
                  ...request,
                  body: JSON.stringify({
                    name: `Carga ${counter}`,
                    description: JSON.stringify(['Bajo carga']),
                  }),
                };
              },
            },
          ],
        })),
      },
    ];
    await baseline.stop();
    printTable('Lines API on SQLite (authenticated; 50 connections, create 10)', rows);
  } finally {
    await server.stop();
  }
}

/** The bytes of one answer as sent (fetch would decode a compressed body). */
const rawAnswer = (url, headers) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
