import { defineModule } from '../module';
import { homeRoutes } from './home.routes';
import { createHomeService, type HomeService } from './home.service';

declare module 'fastify' {
  interface FastifyInstance {
    home: HomeService;
  }
}

export const homeModule = defineModule('home', async (app) => {
  app.decorate('home', createHomeService({ db: app.db }));
  await app.register(homeRoutes);
});
