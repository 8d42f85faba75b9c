import { defineModule } from '../module';
import { clientRoutes } from './client.routes';
import { createClientService, type ClientService } from './client.service';

declare module 'fastify' {
  interface FastifyInstance {
    clients: ClientService;
  }
}

export const clientsModule = defineModule('clients', async (app) => {
  app.decorate(
    'clients',
    createClientService({ db: app.db, dialect: app.dialect, auth: app.auth }),
  );
  await app.register(clientRoutes);
});
