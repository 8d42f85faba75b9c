import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';

/** How long a shutdown may wait for in-flight requests before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  // Tells `npm run restore` that a server is using this DATA_DIR.
  const pidFile = path.join(config.dataDir, 'taller.pid');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time: exiting without them');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    // close() stops accepting connections and closes idle keep-alive ones, waits for in-flight
    // requests (answered with Connection: close), then runs onClose (the database last).
    app.close().then(
      () => {
        rmSync(pidFile, { force: true });
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  writeFileSync(pidFile, `${process.pid}\n`);
  app.log.info(`Taller listening on http://${config.host}:${config.port} (${app.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
