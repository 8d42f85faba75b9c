import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { probeDatabaseWrite } from '../db/probe';
import { createStorageHealth, type StorageHealth } from '../lib/storage-health';

declare module 'fastify' {
  interface FastifyInstance {
    storageHealth: StorageHealth;
  }
}

/** The media probe: a small file written in full to the storage's hidden area, then removed. */
async function probeMediaWrite(app: FastifyInstance) {
  const staged = await app.storage.stage(Readable.from([Buffer.alloc(4096)]));
  await staged.discard();
}

/** Whether the database and the media storage store: failures noted, probes when asked. */
export function registerStorageHealth(app: FastifyInstance) {
  app.decorate(
    'storageHealth',
    createStorageHealth({
      database: () => probeDatabaseWrite(app.db),
      media: () => probeMediaWrite(app),
    }),
  );
}
