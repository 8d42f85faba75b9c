import type { FastifyInstance } from 'fastify';
import { createStorage, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Opens media storage at start: its temporary area is emptied before any request is served. */
export async function registerStorage(app: FastifyInstance) {
  const storage = createStorage(app.config);
  await storage.init();
  app.decorate('storage', storage);
}
