import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The OpenAPI document the app serves at /api/openapi.json, made without a server: the app is
 * built in this process on a throwaway SQLite database and closed again (`npm run api:types`).
 */
export async function openApiDocument(): Promise<object> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taller-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // The document names this server; the generated types do not depend on it.
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ config, logger: { level: 'silent' } });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
