import { defineModule } from '../module';
import { packageRoutes } from './package.routes';
import {
  createPackageService,
  packageMediaOwner,
  packageProductUsage,
  type PackageService,
} from './package.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pack rules; what keeps a pack from being deleted registers here (open orders). */
    packages: PackageService;
  }
}

export const packagesModule = defineModule(
  'packages',
  async (app) => {
    app.decorate('packages', createPackageService({ db: app.db, dialect: app.dialect }));
    app.products.addUsage(packageProductUsage);
    app.mediaOwners.push(packageMediaOwner);
    await app.register(packageRoutes);
  },
  ['products', 'media'],
);
