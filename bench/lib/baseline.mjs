import { createServer } from 'node:http';
import { freePort } from '../../scripts/lib/net.mjs';

/**
 * The physical limit: a bare node:http server answering fixed bytes with the same headers'
 * content type. Whatever Taller adds (routing, validation, database, headers) is the gap.
 */
export async function startBaseline(routes) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': route.type,
      'content-length': route.body.length,
      ...route.headers,
    });
    res.end(route.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}
