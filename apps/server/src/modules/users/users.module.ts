import { defineModule } from '../module';
import { userRoutes } from './user.routes';
import { createUserService, type UserService } from './user.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Usuarios: staff accounts, built on auth's accounts. */
    users: UserService;
  }
}

export const usersModule = defineModule('users', async (app) => {
  app.decorate('users', createUserService({ db: app.db, dialect: app.dialect, auth: app.auth }));
  await app.register(userRoutes);
});
