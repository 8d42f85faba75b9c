import { load, printTable } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

const LINES = 200;

/**
 * The lines API with a realistic catalogue: the list the Gestión de Líneas page loads (every
 * line, descriptions normalised on the way out), one line, and creating lines under load.
 */
export default async function lines() {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@taller.test', password: 'clave-de-benchmark-1' }),
    });
    const token = (await login.json()).data.accessToken;
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
    const bytes = (await list.arrayBuffer()).byteLength;

    let counter = 0;
    const rows = [
      {
        name: `GET /api/line (${LINES} lines, ${(bytes / 1024).toFixed(0)} kB)`,
        ...(await load(`${server.url}/api/line`, { headers })),
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
    printTable('Lines API on SQLite (authenticated; 50 connections, create 10)', rows);
  } finally {
    await server.stop();
  }
}
