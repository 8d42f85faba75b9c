import type { AppInstance } from '../app';
import { createAnswerCache, type AnswerCache } from '../lib/cached-answer';
import { createChangeFeed, type ChangeFeed } from '../lib/change-feed';
import { authRoutes } from './auth/auth.routes';
import { createClientService, type ClientService } from './clients/client.service';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health/health.routes';
import {
  createInstitutionService,
  type InstitutionService,
} from './institutions/institution.service';
import { institutionRoutes } from './institutions/institution.routes';
import { createLineService, type LineService } from './lines/line.service';
import { lineRoutes } from './lines/line.routes';
import { mediaFileRoutes } from './media/media-files.routes';
import { mediaRoutes } from './media/media.routes';
import { createUserService, type UserService } from './users/user.service';
import { userRoutes } from './users/user.routes';
import { createMediaService, type MediaOwner, type MediaService } from './media/media.service';
import {
  createModelService,
  modelLineDependents,
  modelMediaOwner,
  type ModelService,
} from './models/model.service';
import { modelRoutes } from './models/model.routes';
import {
  createPackageService,
  packageMediaOwner,
  packageProductUsage,
  type PackageService,
} from './packages/package.service';
import { packageRoutes } from './packages/package.routes';
import {
  createProductService,
  productMediaOwner,
  type ProductService,
} from './products/product.service';
import { productRoutes } from './products/product.routes';
import {
  createOrderService,
  orderPackageUsage,
  orderProductUsage,
  type OrderService,
} from './orders/order.service';
import { orderRoutes } from './orders/order.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Line rules; other modules register what is deleted and restored with a line here. */
    lines: LineService;
    /** Model rules (issue 5); a line's models are its registered dependents. */
    models: ModelService;
    /** Writes to cached answers' sources are announced here (lib/change-feed.ts). */
    changes: ChangeFeed;
    /** Big lists kept encoded until a write changes them (lib/cached-answer.ts). */
    answers: AnswerCache;
    /** The kinds of record media are attached to: who may remove their files (media.service). */
    mediaOwners: MediaOwner[];
    /** Product rules (issue 17); what keeps a product from being deleted registers here. */
    products: ProductService;
    /** Pack rules; what keeps a pack from being deleted registers here (open orders). */
    packages: PackageService;
    /** Each resource's rules, built once here and used by its routes (decision 014). */
    users: UserService;
    institutions: InstitutionService;
    clients: ClientService;
    orders: OrderService;
    media: MediaService;
  }
}

/** Every feature module, registered in order. */
export async function registerModules(app: AppInstance) {
  const { db, dialect, auth } = app;
  app.decorate('changes', createChangeFeed());
  app.decorate('answers', createAnswerCache(app.changes));
  app.decorate('lines', createLineService(db, app.changes));
  app.decorate('models', createModelService({ db, dialect, changes: app.changes }));
  app.lines.addDependents(modelLineDependents);
  app.decorate('products', createProductService({ db, dialect }));
  app.products.addUsage(packageProductUsage);
  app.products.addUsage(orderProductUsage);
  app.decorate('packages', createPackageService({ db, dialect }));
  app.packages.addUsage(orderPackageUsage);
  app.decorate('mediaOwners', [modelMediaOwner, productMediaOwner, packageMediaOwner]);
  app.decorate('users', createUserService({ db, dialect, auth }));
  app.decorate('institutions', createInstitutionService({ db, dialect }));
  app.decorate('clients', createClientService({ db, dialect, auth }));
  app.decorate('orders', createOrderService({ db, dialect }));
  const { storage, config, log, changes, mediaOwners: owners } = app;
  app.decorate(
    'media',
    createMediaService({ db, storage, log, maxBytes: config.mediaMaxBytes, changes, owners }),
  );
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(lineRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes);
  await app.register(userRoutes);
  await app.register(institutionRoutes);
  await app.register(clientRoutes);
  await app.register(modelRoutes);
  await app.register(productRoutes);
  await app.register(packageRoutes);
  await app.register(orderRoutes);
}
