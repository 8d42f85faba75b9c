import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that name files: a miss there is a 404, never the web app's index.html. */
const isFileArea = (url: string) => url.startsWith('/assets/') || url.startsWith('/media/');

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when the
 * build made them), index.html never cached, and every non-/api path falls back to index.html
 * so that client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, webDistDir: string) {
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, filePath) => {
        const isAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        res.header('Cache-Control', isAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !hasWeb || isFileArea(request.url)) {
      return sendRouteNotFound(reply);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
