import { defineModule } from '../module';
import { productRoutes } from './product.routes';
import { createProductService, productMediaOwner, type ProductService } from './product.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product rules (issue 17); what keeps a product from being deleted registers here. */
    products: ProductService;
  }
}

export const productsModule = defineModule(
  'products',
  async (app) => {
    app.decorate('products', createProductService({ db: app.db, dialect: app.dialect }));
    app.mediaOwners.push(productMediaOwner);
    await app.register(productRoutes);
  },
  ['media'],
);
