import { defineModule } from '../module';
import { mediaFileRoutes } from './media-files.routes';
import { mediaRoutes } from './media.routes';
import { createMediaService, type MediaOwner, type MediaService } from './media.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds of record media are attached to: who may remove their files (media.service). */
    mediaOwners: MediaOwner[];
    media: MediaService;
  }
}

/** The modules registered after this one add their kind of owner to `app.mediaOwners`. */
export const mediaModule = defineModule('media', async (app) => {
  const { db, storage, config, log, changes } = app;
  app.decorate('mediaOwners', []);
  const owners = app.mediaOwners;
  app.decorate(
    'media',
    createMediaService({ db, storage, log, maxBytes: config.mediaMaxBytes, changes, owners }),
  );
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
});
